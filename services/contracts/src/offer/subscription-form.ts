import { REQUEST_MESSAGES } from '../errors.ts';
import { UNKNOWN_FIELD_MESSAGE } from '../form/form-messages.ts';
import { IDENTITY_MESSAGES } from './identity-checks.ts';
import type { CollectionDate, PaymentFrequency } from './vocabulary.ts';

// The subscription form's values, defaults and French messages, without TypeBox so that the
// site's form imports them too (subscription.ts holds the schema and the server-side check).

/** The subscription step 01 of the specification (§3), as the form holds it. */
export type Step01Values = {
  nationality: string;
  birthPlace: string;
  birthCountry: string;
  securiteSociale: string;
  streetAddress: string;
  hasMutuelle: boolean;
  currentMutuelle: string;
  bankDetails: { bankName: string; accountHolder: string; iban: string; bic: string };
  paymentPreferences: {
    frequency: PaymentFrequency;
    collectionDate: CollectionDate;
    automaticDebit: boolean;
    directDebitTerms: boolean;
  };
  consent: { termsAccepted: boolean; autoDebitAccepted: boolean; communicationAccepted: boolean };
};

/** The form's reset values (§9: frequency 'Mensuel', collection date 'Le10'). */
export const STEP01_DEFAULTS: Step01Values = {
  nationality: '',
  birthPlace: '',
  birthCountry: '',
  securiteSociale: '',
  streetAddress: '',
  hasMutuelle: false,
  currentMutuelle: '',
  bankDetails: { bankName: '', accountHolder: '', iban: '', bic: '' },
  paymentPreferences: {
    frequency: 'Mensuel',
    collectionDate: 'Le10',
    automaticDebit: false,
    directDebitTerms: false,
  },
  consent: { termsAccepted: false, autoDebitAccepted: false, communicationAccepted: false },
};

/** The French messages of the subscription form, the same in the browser and in the offer service. */
export const SUBSCRIPTION_MESSAGES = {
  nationality: 'Veuillez indiquer votre nationalité.',
  birthPlace: 'Veuillez indiquer votre lieu de naissance.',
  birthCountry: 'Veuillez indiquer votre pays de naissance.',
  securiteSociale: 'Numéro de sécurité sociale invalide : vérifiez les 15 chiffres et la clé.',
  streetAddress: 'Veuillez indiquer votre adresse.',
  currentMutuelle: 'Veuillez indiquer le nom de votre mutuelle actuelle.',
  bankName: 'Veuillez indiquer le nom de votre banque.',
  accountHolder: IDENTITY_MESSAGES.accountHolder,
  iban: 'IBAN invalide : vérifiez sa saisie.',
  bic: 'BIC invalide : 8 ou 11 caractères.',
  frequency: 'Veuillez choisir une fréquence de paiement.',
  collectionDate: 'Veuillez choisir une date de prélèvement.',
  automaticDebit: 'Le prélèvement automatique est le seul mode de paiement proposé : veuillez l’accepter.',
  directDebitTerms: 'Veuillez accepter les conditions du mandat de prélèvement SEPA.',
  termsAccepted: 'Veuillez accepter les conditions générales.',
  autoDebitAccepted: 'Veuillez autoriser le prélèvement sur votre compte.',
  boolean: REQUEST_MESSAGES.invalidField,
  unknownField: UNKNOWN_FIELD_MESSAGE,
} as const;
