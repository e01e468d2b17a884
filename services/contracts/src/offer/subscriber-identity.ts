import { type Static, Type } from '@sinclair/typebox';
import type { Members } from './comparison-request.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import { literalUnion } from './literal-union.ts';
import { Step01Schema } from './subscription.ts';
import { GENDERS, MAX_CHILDREN } from './vocabulary.ts';

const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });

/** What the comparison said of the household: the subscriber's sex and birth date, the others' birth dates. */
export const DeclaredHouseholdSchema = Type.Object(
  {
    gender: literalUnion(GENDERS),
    birthDate: IsoDate,
    partnerBirthDate: Type.Optional(IsoDate),
    /** The partner's sex, which the partner's NIR repeats. */
    partnerGender: Type.Optional(literalUnion(GENDERS)),
    /** child1..childN's birth dates, in that order. */
    childBirthDates: Type.Array(IsoDate, { maxItems: MAX_CHILDREN }),
  },
  { additionalProperties: false },
);
export type DeclaredHousehold = Static<typeof DeclaredHouseholdSchema>;

/** The household a comparison declared (its `members`), as the identity form reads it. */
export function declaredHousehold(members: Members): DeclaredHousehold {
  const childBirthDates = Object.entries(members.children)
    .sort(([a], [b]) => Number(a.slice(5)) - Number(b.slice(5)))
    .map(([, child]) => child.birthDate);
  return {
    gender: members.gender,
    birthDate: members.birthDate,
    ...(members.hasPartner && members.partnerBirthDate ? { partnerBirthDate: members.partnerBirthDate } : {}),
    ...(members.hasPartner && members.partnerGender ? { partnerGender: members.partnerGender } : {}),
    childBirthDates,
  };
}

/** Step 01 and the household the comparison declared: what the identity form checks. */
export const SubscriberIdentitySchema = Type.Object(
  { step01: Step01Schema, declared: DeclaredHouseholdSchema },
  { additionalProperties: false },
);
export type SubscriberIdentity = Static<typeof SubscriberIdentitySchema>;
