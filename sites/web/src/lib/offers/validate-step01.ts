import type { FieldError } from '@courtage/contracts/errors';
import { type Step01Values, SUBSCRIPTION_MESSAGES } from '@courtage/contracts/offer/subscription-form';
import { COLLECTION_DATES, PAYMENT_FREQUENCIES } from '@courtage/contracts/offer/vocabulary';
import { isValidBic } from '@courtage/contracts/validators/bic';
import { isValidIban } from '@courtage/contracts/validators/iban';
import { isValidNir } from '@courtage/contracts/validators/nir';

/**
 * Every problem of step 01 (`step01.bankDetails.iban`...), in French, before sending: NIR key
 * (Corsica 2A/2B included), IBAN mod 97, BIC, required fields and consents. The offer service
 * checks the same again.
 */
export function validateStep01Form(s: Step01Values): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `step01.${field}`, message });
  const filled = (value: string, max: number) => value.trim().length >= 2 && value.trim().length <= max;
  if (!filled(s.nationality, 60)) add('nationality', SUBSCRIPTION_MESSAGES.nationality);
  if (!filled(s.birthPlace, 100)) add('birthPlace', SUBSCRIPTION_MESSAGES.birthPlace);
  if (!filled(s.birthCountry, 60)) add('birthCountry', SUBSCRIPTION_MESSAGES.birthCountry);
  if (!isValidNir(s.securiteSociale.trim())) add('securiteSociale', SUBSCRIPTION_MESSAGES.securiteSociale);
  if (!filled(s.streetAddress, 200)) add('streetAddress', SUBSCRIPTION_MESSAGES.streetAddress);
  if (s.hasMutuelle && s.currentMutuelle.trim().length < 2)
    add('currentMutuelle', SUBSCRIPTION_MESSAGES.currentMutuelle);
  if (s.bankDetails.bankName.trim().length < 2) add('bankDetails.bankName', SUBSCRIPTION_MESSAGES.bankName);
  if (s.bankDetails.accountHolder.trim().length < 2)
    add('bankDetails.accountHolder', SUBSCRIPTION_MESSAGES.accountHolder);
  if (!isValidIban(s.bankDetails.iban.trim())) add('bankDetails.iban', SUBSCRIPTION_MESSAGES.iban);
  if (!isValidBic(s.bankDetails.bic.trim())) add('bankDetails.bic', SUBSCRIPTION_MESSAGES.bic);
  const pay = s.paymentPreferences;
  if (!PAYMENT_FREQUENCIES.includes(pay.frequency))
    add('paymentPreferences.frequency', SUBSCRIPTION_MESSAGES.frequency);
  if (!COLLECTION_DATES.includes(pay.collectionDate))
    add('paymentPreferences.collectionDate', SUBSCRIPTION_MESSAGES.collectionDate);
  if (!pay.automaticDebit) add('paymentPreferences.automaticDebit', SUBSCRIPTION_MESSAGES.automaticDebit);
  if (!pay.directDebitTerms)
    add('paymentPreferences.directDebitTerms', SUBSCRIPTION_MESSAGES.directDebitTerms);
  if (!s.consent.termsAccepted) add('consent.termsAccepted', SUBSCRIPTION_MESSAGES.termsAccepted);
  if (!s.consent.autoDebitAccepted) add('consent.autoDebitAccepted', SUBSCRIPTION_MESSAGES.autoDebitAccepted);
  return errors;
}
