import { type Static, Type } from '@sinclair/typebox';
import type { FieldError } from '../errors.ts';
import { isValidBic } from '../validators/bic.ts';
import { isValidIban } from '../validators/iban.ts';
import { isValidNir } from '../validators/nir.ts';
import { literalUnion } from './literal-union.ts';
import { STEP01_DEFAULTS, SUBSCRIPTION_MESSAGES } from './subscription-form.ts';
import { COLLECTION_DATES, PAYMENT_FREQUENCIES } from './vocabulary.ts';

const Str = (max: number) => Type.String({ maxLength: max });

/** The `step01` slice of the specification (§3, Subscription step 01). */
export const Step01Schema = Type.Object(
  {
    nationality: Str(60),
    birthPlace: Str(100),
    birthCountry: Str(60),
    /** NIR, 15 characters (spaces allowed), key checked, Corsica 2A/2B accepted. */
    securiteSociale: Str(30),
    streetAddress: Str(200),
    hasMutuelle: Type.Boolean(),
    currentMutuelle: Str(100),
    bankDetails: Type.Object(
      { bankName: Str(100), accountHolder: Str(100), iban: Str(50), bic: Str(20) },
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
  },
  { additionalProperties: false },
);
export type Step01 = Static<typeof Step01Schema>;

type Obj = Record<string, unknown>;
const asObject = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Every problem of step 01 at once (`step01.bankDetails.iban`...), in French. Browser-safe. */
export function validateStep01(input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `step01.${field}`, message });
  const s = asObject(input);
  const required = (field: 'nationality' | 'birthPlace' | 'birthCountry' | 'streetAddress', max: number) => {
    const value = text(s[field]);
    if (value.length < 2 || value.length > max) add(field, SUBSCRIPTION_MESSAGES[field]);
  };
  required('nationality', 60);
  required('birthPlace', 100);
  required('birthCountry', 60);
  if (!isValidNir(text(s.securiteSociale))) add('securiteSociale', SUBSCRIPTION_MESSAGES.securiteSociale);
  required('streetAddress', 200);
  if (typeof s.hasMutuelle !== 'boolean') add('hasMutuelle', SUBSCRIPTION_MESSAGES.boolean);
  else if (s.hasMutuelle && text(s.currentMutuelle).length < 2)
    add('currentMutuelle', SUBSCRIPTION_MESSAGES.currentMutuelle);

  const bank = asObject(s.bankDetails);
  if (text(bank.bankName).length < 2) add('bankDetails.bankName', SUBSCRIPTION_MESSAGES.bankName);
  if (text(bank.accountHolder).length < 2)
    add('bankDetails.accountHolder', SUBSCRIPTION_MESSAGES.accountHolder);
  if (!isValidIban(text(bank.iban))) add('bankDetails.iban', SUBSCRIPTION_MESSAGES.iban);
  if (!isValidBic(text(bank.bic))) add('bankDetails.bic', SUBSCRIPTION_MESSAGES.bic);

  const pay = asObject(s.paymentPreferences);
  if (!(PAYMENT_FREQUENCIES as readonly unknown[]).includes(pay.frequency))
    add('paymentPreferences.frequency', SUBSCRIPTION_MESSAGES.frequency);
  if (!(COLLECTION_DATES as readonly unknown[]).includes(pay.collectionDate))
    add('paymentPreferences.collectionDate', SUBSCRIPTION_MESSAGES.collectionDate);
  if (pay.automaticDebit !== true)
    add('paymentPreferences.automaticDebit', SUBSCRIPTION_MESSAGES.automaticDebit);
  if (pay.directDebitTerms !== true)
    add('paymentPreferences.directDebitTerms', SUBSCRIPTION_MESSAGES.directDebitTerms);

  const consent = asObject(s.consent);
  if (consent.termsAccepted !== true) add('consent.termsAccepted', SUBSCRIPTION_MESSAGES.termsAccepted);
  if (consent.autoDebitAccepted !== true)
    add('consent.autoDebitAccepted', SUBSCRIPTION_MESSAGES.autoDebitAccepted);
  if (typeof consent.communicationAccepted !== 'boolean')
    add('consent.communicationAccepted', SUBSCRIPTION_MESSAGES.boolean);

  const known = Object.keys(STEP01_DEFAULTS);
  for (const key of Object.keys(s)) if (!known.includes(key)) add(key, SUBSCRIPTION_MESSAGES.unknownField);
  return errors;
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
