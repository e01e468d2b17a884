import { type Static, Type } from '@sinclair/typebox';
import { literalUnion } from './literal-union.ts';
import {
  ACTIVITIES,
  type Activity,
  HOUSEHOLD_STATUSES,
  type HouseholdStatus,
  MEMBER_MAX_AGE,
  SOCIAL_REGIMES,
  type SocialRegime,
} from './vocabulary.ts';

/**
 * Whom a plan is for: the age range of the main insured on the start date, the activities, the
 * social regimes and the household shapes it accepts. A plan that does not fit a household is
 * neither priced, nor listed, nor emailed (no senior plan for a student of 21).
 */
export const EligibilitySchema = Type.Object(
  {
    minAge: Type.Integer({ minimum: 0, maximum: MEMBER_MAX_AGE }),
    maxAge: Type.Integer({ minimum: 0, maximum: MEMBER_MAX_AGE }),
    activities: Type.Array(literalUnion(ACTIVITIES), { minItems: 1, maxItems: ACTIVITIES.length }),
    socialRegimes: Type.Array(literalUnion(SOCIAL_REGIMES), { minItems: 1, maxItems: SOCIAL_REGIMES.length }),
    householdStatuses: Type.Array(literalUnion(HOUSEHOLD_STATUSES), {
      minItems: 1,
      maxItems: HOUSEHOLD_STATUSES.length,
    }),
  },
  { additionalProperties: false },
);
export type Eligibility = Static<typeof EligibilitySchema>;

/** A plan open to every household (plans saved before eligibility existed read as this). */
export const OPEN_ELIGIBILITY: Eligibility = {
  minAge: 0,
  maxAge: MEMBER_MAX_AGE,
  activities: [...ACTIVITIES],
  socialRegimes: [...SOCIAL_REGIMES],
  householdStatuses: [...HOUSEHOLD_STATUSES],
};

/** The French messages of the eligibility fields of a plan (plan editor and offer service). */
export const ELIGIBILITY_MESSAGES = {
  age: `L’âge de l’assuré principal doit être compris entre 0 et ${MEMBER_MAX_AGE} ans.`,
  ageRange: 'L’âge minimum ne peut pas dépasser l’âge maximum.',
  activities: 'Cochez au moins une activité professionnelle.',
  socialRegimes: 'Cochez au moins un régime social.',
  householdStatuses: 'Cochez au moins une composition du foyer.',
} as const;

/** What eligibility looks at in a comparison: the main insured, the partner and the household's shape. */
export type Applicant = {
  /** Age of the main insured on the start date. */
  age: number;
  activity: Activity;
  socialRegime: SocialRegime;
  status: HouseholdStatus;
  /** The insured partner's activity and regime (the main insured's when not told apart). */
  partner?: { activity: Activity; socialRegime: SocialRegime };
};

/**
 * True when the plan's rules accept the applicant. The age range is the main insured's. The
 * activities and regimes apply to the partner too (a plan's tables complete the reimbursements
 * of the regimes it names), except beside a self-employed main insured: a TNS plan (loi
 * Madelin) covers the TNS's family whatever the partner's activity and regime.
 */
export function isEligible(rules: Eligibility, applicant: Applicant): boolean {
  const { partner } = applicant;
  return (
    applicant.age >= rules.minAge &&
    applicant.age <= rules.maxAge &&
    rules.activities.includes(applicant.activity) &&
    rules.socialRegimes.includes(applicant.socialRegime) &&
    rules.householdStatuses.includes(applicant.status) &&
    (partner === undefined ||
      applicant.activity === 'tns' ||
      (rules.socialRegimes.includes(partner.socialRegime) && rules.activities.includes(partner.activity)))
  );
}
