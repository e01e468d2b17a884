import { REQUEST_MESSAGES } from '../errors.ts';
import type { FormRule } from '../form/form-core.ts';
import { compactBic, isValidBic } from '../validators/bic.ts';
import { compactIban, isValidIban } from '../validators/iban.ts';
import { compactNir, isValidNir } from '../validators/nir.ts';
import type { Step01 } from './subscription.ts';
import { BENEFICIARY_MESSAGES, SUBSCRIPTION_MESSAGES } from './subscription-form.ts';

// Step 01 of the subscription without its schema (no TypeBox here): its French messages, rules
// and checks. subscribe-offer.rpc.ts and subscriber-identity-form.ts join them to their schemas
// (gateway, bus, service); the subscribe island joins them to the schema compiled ahead of time
// (subscriber-identity-check.ts).

const M = SUBSCRIPTION_MESSAGES;
const B = BENEFICIARY_MESSAGES;

/** The message of every step 01 field, in form order, as paths of a value holding `step01`. */
export const STEP01_FIELD_MESSAGES = {
  step01: { required: REQUEST_MESSAGES.requiredField, invalid: REQUEST_MESSAGES.invalidField },
  'step01.nationality': M.nationality,
  'step01.birthPlace': M.birthPlace,
  'step01.birthCountry': M.birthCountry,
  'step01.securiteSociale': M.securiteSociale,
  'step01.streetAddress': M.streetAddress,
  'step01.beneficiaries': M.boolean,
  'step01.beneficiaries.partner.firstName': B.partnerFirstName,
  'step01.beneficiaries.partner.lastName': B.partnerLastName,
  'step01.beneficiaries.partner.birthDate': B.birthDate,
  'step01.beneficiaries.partner.birthPlace': B.partnerBirthPlace,
  'step01.beneficiaries.partner.birthCountry': B.partnerBirthCountry,
  'step01.beneficiaries.partner.securiteSociale': B.partnerSecuriteSociale,
  'step01.beneficiaries.partner': B.partnerFirstName,
  'step01.beneficiaries.children': B.childrenCount,
  'step01.beneficiaries.children.*.firstName': B.childFirstName,
  'step01.beneficiaries.children.*.lastName': B.childLastName,
  'step01.beneficiaries.children.*.birthDate': B.birthDate,
  'step01.beneficiaries.children.*.attachedTo': B.attachedTo,
  'step01.beneficiaries.children.*': B.childFirstName,
  'step01.hasMutuelle': M.boolean,
  'step01.currentMutuelle': M.currentMutuelle,
  'step01.bankDetails.bankName': M.bankName,
  'step01.bankDetails.accountHolder': M.accountHolder,
  'step01.bankDetails.iban': M.iban,
  'step01.bankDetails.bic': M.bic,
  'step01.paymentPreferences.frequency': M.frequency,
  'step01.paymentPreferences.collectionDate': M.collectionDate,
  'step01.paymentPreferences.automaticDebit': M.automaticDebit,
  'step01.paymentPreferences.directDebitTerms': M.directDebitTerms,
  'step01.consent.termsAccepted': M.termsAccepted,
  'step01.consent.autoDebitAccepted': M.autoDebitAccepted,
  'step01.consent.communicationAccepted': M.boolean,
} as const;

type WithStep01 = { step01: Step01 };

/**
 * The rules of step 01 a schema cannot say: NIR key (Corsica 2A/2B), IBAN mod 97 and country
 * length, BIC, the current mutuelle's name when there is one, the mandate and the consents.
 */
const RULES: readonly FormRule<WithStep01>[] = [
  // An empty NIR, IBAN or BIC asks for the value; one typed wrong says it is invalid (the first
  // failing rule of a field gives its message).
  {
    field: 'step01.securiteSociale',
    check: (v) => compactNir(v.step01.securiteSociale) !== '',
    message: M.securiteSocialeRequired,
  },
  { field: 'step01.securiteSociale', check: (v) => isValidNir(v.step01.securiteSociale) },
  // The insured partner's NIR, as the subscriber's.
  {
    field: 'step01.beneficiaries.partner.securiteSociale',
    check: (v) => {
      const partner = v.step01.beneficiaries?.partner;
      return !partner || compactNir(partner.securiteSociale) !== '';
    },
    message: B.partnerSecuriteSocialeRequired,
  },
  {
    field: 'step01.beneficiaries.partner.securiteSociale',
    check: (v) => {
      const partner = v.step01.beneficiaries?.partner;
      return !partner || isValidNir(partner.securiteSociale);
    },
  },
  {
    field: 'step01.currentMutuelle',
    uses: ['step01.hasMutuelle'],
    check: (v) => !v.step01.hasMutuelle || v.step01.currentMutuelle.trim().length >= 2,
  },
  {
    field: 'step01.bankDetails.iban',
    check: (v) => compactIban(v.step01.bankDetails.iban) !== '',
    message: M.ibanRequired,
  },
  { field: 'step01.bankDetails.iban', check: (v) => isValidIban(v.step01.bankDetails.iban) },
  {
    field: 'step01.bankDetails.bic',
    check: (v) => compactBic(v.step01.bankDetails.bic) !== '',
    message: M.bicRequired,
  },
  { field: 'step01.bankDetails.bic', check: (v) => isValidBic(v.step01.bankDetails.bic) },
  {
    field: 'step01.paymentPreferences.automaticDebit',
    check: (v) => v.step01.paymentPreferences.automaticDebit,
  },
  {
    field: 'step01.paymentPreferences.directDebitTerms',
    check: (v) => v.step01.paymentPreferences.directDebitTerms,
  },
  { field: 'step01.consent.termsAccepted', check: (v) => v.step01.consent.termsAccepted },
  { field: 'step01.consent.autoDebitAccepted', check: (v) => v.step01.consent.autoDebitAccepted },
];

/** Each rule also waits for `step01` itself (missing or not an object: its error, and no rule run). */
export const STEP01_RULES: readonly FormRule<WithStep01>[] = RULES.map((rule) => ({
  ...rule,
  uses: ['step01', ...(rule.uses ?? [])],
}));

/** A child attached to the partner's NIR needs a partner in step 01. */
export function attachmentErrors(v: WithStep01) {
  const beneficiaries = v.step01.beneficiaries;
  if (!beneficiaries || beneficiaries.partner) return [];
  return beneficiaries.children.flatMap((child, index) =>
    child.attachedTo === 'conjoint'
      ? [{ field: `step01.beneficiaries.children.${index}.attachedTo`, message: B.attachedToNoPartner }]
      : [],
  );
}
