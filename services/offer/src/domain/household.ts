import type { ComparisonRequest } from '@courtage/contracts/offer/comparison-request';
import { ageOn } from '@courtage/contracts/offer/dates';
import type { SocialRegime } from '@courtage/contracts/offer/vocabulary';

export type PricedMember = { member: string; age: number };
/** An adult is priced under their own social regime (the household's when absent). */
export type PricedAdult = PricedMember & { regime?: SocialRegime };

/** Who is priced: ages are taken on the start date; children oldest first. */
export type Household = {
  /** The main insured's regime (the children's, and each adult's unless told apart). */
  regime: SocialRegime;
  adults: PricedAdult[];
  children: PricedMember[];
};

/** The household of a (validated) comparison request. */
export function householdOf(request: ComparisonRequest): Household {
  const { members, credentials } = request;
  const on = credentials.insureDate;
  const adults: PricedAdult[] = [
    { member: 'assure', age: ageOn(members.birthDate, on), regime: members.socialRegime },
  ];
  if (members.hasPartner && members.partnerBirthDate) {
    adults.push({
      member: 'conjoint',
      age: ageOn(members.partnerBirthDate, on),
      regime: members.partnerSocialRegime ?? members.socialRegime,
    });
  }
  const children: PricedMember[] = [];
  for (let i = 1; i <= members.childs; i++) {
    const child = members.children[`child${i}`];
    if (child) children.push({ member: `child${i}`, age: ageOn(child.birthDate, on) });
  }
  children.sort((a, b) => b.age - a.age);
  return { regime: members.socialRegime, adults, children };
}
