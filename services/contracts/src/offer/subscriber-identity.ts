import { type Static, Type } from '@sinclair/typebox';
import type { FieldError } from '../errors.ts';
import { REQUEST_MESSAGES } from '../errors.ts';
import { defineForm, type FormRule } from '../form/define-form.ts';
import type { Members } from './comparison-request.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import {
  IDENTITY_MESSAGES,
  nirBirthCountryMatches,
  nirBirthMatches,
  nirSexMatches,
} from './identity-checks.ts';
import { literalUnion } from './literal-union.ts';
import {
  attachmentErrors,
  STEP01_FIELD_MESSAGES,
  STEP01_RULES,
  type Step01,
  Step01Schema,
} from './subscription.ts';
import { BENEFICIARY_MESSAGES } from './subscription-form.ts';
import { GENDERS, MAX_CHILDREN } from './vocabulary.ts';

const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });

/** What the comparison said of the household: the subscriber's sex and birth date, the others' birth dates. */
export const DeclaredHouseholdSchema = Type.Object(
  {
    gender: literalUnion(GENDERS),
    birthDate: IsoDate,
    partnerBirthDate: Type.Optional(IsoDate),
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
    childBirthDates,
  };
}

const SubscriberIdentity = Type.Object(
  { step01: Step01Schema, declared: DeclaredHouseholdSchema },
  { additionalProperties: false },
);
type SubscriberIdentity = Static<typeof SubscriberIdentity>;

/**
 * The NIR against the declared identity (issue 14): its sex digit against the gender, its year
 * and month against the birth date, département 99 only with a foreign birth country. One
 * message at a time on the NIR: a rule is skipped once its field already failed.
 */
const IDENTITY_RULES: readonly FormRule<SubscriberIdentity>[] = [
  {
    field: 'step01.securiteSociale',
    uses: ['step01', 'declared'],
    check: (v) => nirSexMatches(v.step01.securiteSociale, v.declared.gender),
    message: IDENTITY_MESSAGES.nirSex,
  },
  {
    field: 'step01.securiteSociale',
    uses: ['step01', 'declared'],
    check: (v) => nirBirthMatches(v.step01.securiteSociale, v.declared.birthDate),
    message: IDENTITY_MESSAGES.nirBirth,
  },
  {
    field: 'step01.birthCountry',
    uses: ['step01', 'step01.securiteSociale'],
    check: (v) => nirBirthCountryMatches(v.step01.securiteSociale, v.step01.birthCountry),
    message: IDENTITY_MESSAGES.nirForeignCountry,
  },
];

/** The partner and each child of the comparison, named, born on the comparison's dates. */
export function householdErrors({
  step01,
  declared,
}: {
  step01: Step01;
  declared: DeclaredHousehold;
}): FieldError[] {
  const B = BENEFICIARY_MESSAGES;
  const errors: FieldError[] = [];
  const named = step01.beneficiaries ?? { children: [] };
  if (declared.partnerBirthDate) {
    if (!named.partner)
      errors.push({ field: 'step01.beneficiaries.partner.firstName', message: B.partnerFirstName });
    else if (named.partner.birthDate !== declared.partnerBirthDate)
      errors.push({ field: 'step01.beneficiaries.partner.birthDate', message: B.birthDateDiffers });
  } else if (named.partner) {
    errors.push({ field: 'step01.beneficiaries.partner.firstName', message: B.partnerUnexpected });
  }
  if (named.children.length !== declared.childBirthDates.length) {
    errors.push({ field: 'step01.beneficiaries.children', message: B.childrenCount });
  } else {
    named.children.forEach((child, index) => {
      if (child.birthDate !== declared.childBirthDates[index])
        errors.push({
          field: `step01.beneficiaries.children.${index}.birthDate`,
          message: B.birthDateDiffers,
        });
    });
  }
  return errors;
}

/**
 * Step 01 against the comparison it subscribes: every rule of the request's form, plus the
 * identity cross-checks and the household's names and birth dates. The offer service runs it
 * with the comparison it stored; the site with the household `get-subscription-household` gave
 * it: one definition, the same French messages next to the same fields.
 */
export const subscriberIdentityForm = defineForm({
  schema: SubscriberIdentity,
  messages: {
    ...STEP01_FIELD_MESSAGES,
    declared: REQUEST_MESSAGES.invalidField,
  },
  rules: [...STEP01_RULES, ...IDENTITY_RULES],
  checks: [attachmentErrors, householdErrors],
});
