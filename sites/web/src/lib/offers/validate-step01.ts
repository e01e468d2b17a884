import type { FieldError } from '@courtage/contracts/errors';
import { COLLECTION_DATES, PAYMENT_FREQUENCIES } from '@courtage/contracts/offer/vocabulary';
import { isValidBic } from '@courtage/contracts/validators/bic';
import { isValidIban } from '@courtage/contracts/validators/iban';
import { isValidNir } from '@courtage/contracts/validators/nir';
import type { Step01Values } from './step01.ts';

/** The French messages of the subscription form, word for word those the offer service answers. */
export const STEP01_MESSAGES = {
  nationality: 'Veuillez indiquer votre nationalité.',
  birthPlace: 'Veuillez indiquer votre lieu de naissance.',
  birthCountry: 'Veuillez indiquer votre pays de naissance.',
  securiteSociale: 'Numéro de sécurité sociale invalide : vérifiez les 15 chiffres et la clé.',
  streetAddress: 'Veuillez indiquer votre adresse.',
  currentMutuelle: 'Veuillez indiquer le nom de votre mutuelle actuelle.',
  bankName: 'Veuillez indiquer le nom de votre banque.',
  iban: 'IBAN invalide : vérifiez sa saisie.',
  bic: 'BIC invalide : 8 ou 11 caractères.',
  frequency: 'Veuillez choisir une fréquence de paiement.',
  collectionDate: 'Veuillez choisir une date de prélèvement.',
  automaticDebit: 'Le prélèvement automatique est le seul mode de paiement proposé : veuillez l’accepter.',
  directDebitTerms: 'Veuillez accepter les conditions du mandat de prélèvement SEPA.',
  termsAccepted: 'Veuillez accepter les conditions générales.',
  autoDebitAccepted: 'Veuillez autoriser le prélèvement sur votre compte.',
} as const;

/**
 * Every problem of step 01 (`step01.bankDetails.iban`...), in French, before sending: NIR key
 * (Corsica 2A/2B included), IBAN mod 97, BIC, required fields and consents. The offer service
 * checks the same again.
 */
export function validateStep01Form(s: Step01Values): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field: `step01.${field}`, message });
  const filled = (value: string, max: number) => value.trim().length >= 2 && value.trim().length <= max;
  if (!filled(s.nationality, 60)) add('nationality', STEP01_MESSAGES.nationality);
  if (!filled(s.birthPlace, 100)) add('birthPlace', STEP01_MESSAGES.birthPlace);
  if (!filled(s.birthCountry, 60)) add('birthCountry', STEP01_MESSAGES.birthCountry);
  if (!isValidNir(s.securiteSociale.trim())) add('securiteSociale', STEP01_MESSAGES.securiteSociale);
  if (!filled(s.streetAddress, 200)) add('streetAddress', STEP01_MESSAGES.streetAddress);
  if (s.hasMutuelle && s.currentMutuelle.trim().length < 2)
    add('currentMutuelle', STEP01_MESSAGES.currentMutuelle);
  if (s.bankDetails.bankName.trim().length < 2) add('bankDetails.bankName', STEP01_MESSAGES.bankName);
  if (!isValidIban(s.bankDetails.iban.trim())) add('bankDetails.iban', STEP01_MESSAGES.iban);
  if (!isValidBic(s.bankDetails.bic.trim())) add('bankDetails.bic', STEP01_MESSAGES.bic);
  const pay = s.paymentPreferences;
  if (!PAYMENT_FREQUENCIES.includes(pay.frequency))
    add('paymentPreferences.frequency', STEP01_MESSAGES.frequency);
  if (!COLLECTION_DATES.includes(pay.collectionDate))
    add('paymentPreferences.collectionDate', STEP01_MESSAGES.collectionDate);
  if (!pay.automaticDebit) add('paymentPreferences.automaticDebit', STEP01_MESSAGES.automaticDebit);
  if (!pay.directDebitTerms) add('paymentPreferences.directDebitTerms', STEP01_MESSAGES.directDebitTerms);
  if (!s.consent.termsAccepted) add('consent.termsAccepted', STEP01_MESSAGES.termsAccepted);
  if (!s.consent.autoDebitAccepted) add('consent.autoDebitAccepted', STEP01_MESSAGES.autoDebitAccepted);
  return errors;
}
