import type { CollectionDate, PaymentFrequency } from '@courtage/contracts/offer/vocabulary';

/** The subscription step 01 of the specification (§3), as the form holds it. */
export type Step01Values = {
  nationality: string;
  birthPlace: string;
  birthCountry: string;
  securiteSociale: string;
  streetAddress: string;
  hasMutuelle: boolean;
  currentMutuelle: string;
  bankDetails: { bankName: string; iban: string; bic: string };
  paymentPreferences: {
    frequency: PaymentFrequency;
    collectionDate: CollectionDate;
    automaticDebit: boolean;
    directDebitTerms: boolean;
  };
  consent: { termsAccepted: boolean; autoDebitAccepted: boolean; communicationAccepted: boolean };
};

/**
 * Defaults and reset values (§3, §9: frequency 'Mensuel', collection date 'Le10'), the same as
 * the contract's STEP01_DEFAULTS (that module builds TypeBox schemas, kept out of the browser).
 */
export const STEP01_INITIAL: Step01Values = {
  nationality: '',
  birthPlace: '',
  birthCountry: '',
  securiteSociale: '',
  streetAddress: '',
  hasMutuelle: false,
  currentMutuelle: '',
  bankDetails: { bankName: '', iban: '', bic: '' },
  paymentPreferences: {
    frequency: 'Mensuel',
    collectionDate: 'Le10',
    automaticDebit: false,
    directDebitTerms: false,
  },
  consent: { termsAccepted: false, autoDebitAccepted: false, communicationAccepted: false },
};
