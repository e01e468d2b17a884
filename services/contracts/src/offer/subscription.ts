import { type Static, Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../errors.ts';
import type { FormRule } from '../form/define-form.ts';
import { isValidBic } from '../validators/bic.ts';
import { isValidIban } from '../validators/iban.ts';
import { isValidNir } from '../validators/nir.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import { literalUnion } from './literal-union.ts';
import { ATTACHED_TO, BENEFICIARY_MESSAGES, SUBSCRIPTION_MESSAGES } from './subscription-form.ts';
import { COLLECTION_DATES, MAX_CHILDREN, PAYMENT_FREQUENCIES } from './vocabulary.ts';

const Str = (max: number) => Type.String({ maxLength: max });
/** A text of at least 2 characters once trimmed. */
const Text = (max: number) => Type.String({ minLength: 2, maxLength: max, pattern: '\\S[\\s\\S]*\\S' });
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN });

/** A partner named in step 01, born on the comparison's date. */
export const BeneficiarySchema = Type.Object(
  { firstName: Name, lastName: Name, birthDate: IsoDate },
  { additionalProperties: false },
);
/** A child named in step 01, attached to the subscriber's NIR or the partner's. */
export const ChildBeneficiarySchema = Type.Object(
  { firstName: Name, lastName: Name, birthDate: IsoDate, attachedTo: literalUnion(ATTACHED_TO) },
  { additionalProperties: false },
);

/** The `step01` slice of the specification (§3, Subscription step 01), plus the household's names. */
export const Step01Schema = Type.Object(
  {
    nationality: Text(60),
    birthPlace: Text(100),
    birthCountry: Text(60),
    /** NIR, 15 characters (spaces allowed), key checked, Corsica 2A/2B accepted. */
    securiteSociale: Str(30),
    streetAddress: Text(200),
    hasMutuelle: Type.Boolean(),
    currentMutuelle: Str(100),
    bankDetails: Type.Object(
      { bankName: Text(100), accountHolder: Text(100), iban: Str(50), bic: Str(20) },
      { additionalProperties: false },
    ),
    paymentPreferences: Type.Object(
      {
        frequency: literalUnion(PAYMENT_FREQUENCIES),
        collectionDate: literalUnion(COLLECTION_DATES),
        automaticDebit: Type.Boolean(),
        directDebitTerms: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    consent: Type.Object(
      {
        termsAccepted: Type.Boolean(),
        autoDebitAccepted: Type.Boolean(),
        communicationAccepted: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    /**
     * The comparison's partner and children, named, in the comparison's order (issue 14).
     * Optional for a person alone; the household check (subscriber-identity.ts) requires them.
     */
    beneficiaries: Type.Optional(
      Type.Object(
        {
          partner: Type.Optional(BeneficiarySchema),
          children: Type.Array(ChildBeneficiarySchema, { maxItems: MAX_CHILDREN }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type Step01 = Static<typeof Step01Schema>;

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
  { field: 'step01.securiteSociale', check: (v) => isValidNir(v.step01.securiteSociale.trim()) },
  {
    field: 'step01.currentMutuelle',
    uses: ['step01.hasMutuelle'],
    check: (v) => !v.step01.hasMutuelle || v.step01.currentMutuelle.trim().length >= 2,
  },
  { field: 'step01.bankDetails.iban', check: (v) => isValidIban(v.step01.bankDetails.iban.trim()) },
  { field: 'step01.bankDetails.bic', check: (v) => isValidBic(v.step01.bankDetails.bic.trim()) },
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

/** `FR76 **** **** **** **** ***0 189`-style: country, key and the last 4 characters. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  const masked = compact.slice(0, 4) + '*'.repeat(Math.max(0, compact.length - 8)) + compact.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

/** `1 85 ** ** *** *** 42`-style: sex, birth year and the key stay visible. */
export function maskNir(nir: string): string {
  const c = nir.replace(/\s/g, '').toUpperCase();
  // Sex and birth year only: the key would let a guess of the hidden digits be checked (issue 12).
  return `${c.slice(0, 1)} ${c.slice(1, 3)} ** ** *** *** **`;
}
