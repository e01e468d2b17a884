import type { FieldError } from '../errors.ts';
import { REQUEST_MESSAGES } from '../errors.ts';
import type { FormParts, FormRule } from '../form/form-core.ts';
import {
  IDENTITY_MESSAGES,
  nirBirthCountryMatches,
  nirBirthMatches,
  nirSexMatches,
} from './identity-checks.ts';
import { attachmentErrors, STEP01_FIELD_MESSAGES, STEP01_RULES } from './step01-form-parts.ts';
import type { DeclaredHousehold, SubscriberIdentity } from './subscriber-identity.ts';
import type { Step01 } from './subscription.ts';
import { BENEFICIARY_MESSAGES } from './subscription-form.ts';

// The subscriber identity form without its schema (no TypeBox here): step 01's messages and
// rules, the NIR against the declared identity and the household's names and birth dates.
// subscriber-identity-form.ts joins them to the schema (the offer service); the subscribe island to
// the schema compiled ahead of time (subscriber-identity-check.ts).

/**
 * The NIR against the declared identity: its sex digit against the gender, its year
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
  // The insured partner's NIR against the partner's sex and birth date in the comparison, and
  // département 99 against the partner's birth country.
  {
    field: 'step01.beneficiaries.partner.securiteSociale',
    uses: ['step01', 'declared'],
    check: (v) => {
      const partner = v.step01.beneficiaries?.partner;
      const gender = v.declared.partnerGender;
      return !partner || !gender || nirSexMatches(partner.securiteSociale, gender);
    },
    message: IDENTITY_MESSAGES.partnerNirSex,
  },
  {
    field: 'step01.beneficiaries.partner.securiteSociale',
    uses: ['step01', 'declared', 'step01.beneficiaries.partner.birthDate'],
    check: (v) => {
      const partner = v.step01.beneficiaries?.partner;
      return !partner || nirBirthMatches(partner.securiteSociale, partner.birthDate);
    },
    message: IDENTITY_MESSAGES.partnerNirBirth,
  },
  {
    field: 'step01.beneficiaries.partner.birthCountry',
    uses: ['step01', 'step01.beneficiaries.partner.securiteSociale'],
    check: (v) => {
      const partner = v.step01.beneficiaries?.partner;
      return !partner || nirBirthCountryMatches(partner.securiteSociale, partner.birthCountry);
    },
    message: IDENTITY_MESSAGES.partnerNirForeignCountry,
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

/** The identity form's messages (in form order), rules and checks. */
export const subscriberIdentityFormParts: FormParts<SubscriberIdentity> = {
  messages: {
    ...STEP01_FIELD_MESSAGES,
    declared: REQUEST_MESSAGES.invalidField,
  },
  rules: [...STEP01_RULES, ...IDENTITY_RULES],
  checks: [attachmentErrors, householdErrors],
};
