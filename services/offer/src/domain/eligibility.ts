import type { ComparisonRequest } from '@courtage/contracts/offer/comparison-request';
import { ageOn } from '@courtage/contracts/offer/dates';
import { type Applicant, isEligible } from '@courtage/contracts/offer/eligibility';
import type { Plan } from './catalog.ts';

/** Who a (validated) comparison request is for, as the plans' rules look at it. */
export function applicantOf(request: ComparisonRequest): Applicant {
  const { members, credentials } = request;
  return {
    age: ageOn(members.birthDate, credentials.insureDate),
    activity: members.activity,
    socialRegime: members.socialRegime,
    status: members.status,
    ...(members.hasPartner
      ? {
          partner: {
            activity: members.partnerActivity ?? members.activity,
            socialRegime: members.partnerSocialRegime ?? members.socialRegime,
          },
        }
      : {}),
  };
}

/** The plans whose rules accept the applicant: the others are never priced, listed or emailed. */
export function eligiblePlans(plans: Plan[], applicant: Applicant): Plan[] {
  return plans.filter((plan) => isEligible(plan.eligibility, applicant));
}
