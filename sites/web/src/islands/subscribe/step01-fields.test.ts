import { STEP01_DEFAULTS } from '@courtage/contracts/offer/subscription-form';
import { describe, expect, it } from 'vitest';
import { validateStep01Form } from '../../lib/offers/validate-step01.ts';
import { errorsByPath, readPath, writePath } from './step01-fields.ts';

const VALID = {
  ...STEP01_DEFAULTS,
  nationality: 'Française',
  birthPlace: 'Ajaccio',
  birthCountry: 'France',
  // Corsica: département 2A, key computed on 19 instead of 2A.
  securiteSociale: '2 85 04 2A 004 123 87',
  streetAddress: '3 cours Napoléon',
  bankDetails: {
    bankName: 'Crédit Agricole',
    accountHolder: 'Lætitia Santoni',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
  },
  paymentPreferences: { ...STEP01_DEFAULTS.paymentPreferences, automaticDebit: true, directDebitTerms: true },
  consent: { termsAccepted: true, autoDebitAccepted: true, communicationAccepted: false },
};

describe('step 01 form', () => {
  it('reads and writes nested paths without touching the original', () => {
    const next = writePath(STEP01_DEFAULTS, 'bankDetails.iban', 'FR76');
    expect(readPath(next, 'bankDetails.iban')).toBe('FR76');
    expect(STEP01_DEFAULTS.bankDetails.iban).toBe('');
    expect(readPath(writePath(STEP01_DEFAULTS, 'nationality', 'Française'), 'nationality')).toBe('Française');
  });

  it('accepts a complete Corsican subscriber', () => {
    expect(validateStep01Form(VALID)).toEqual([]);
  });

  it('refuses a wrong NIR key and an IBAN failing mod 97, in French', () => {
    const errors = errorsByPath(
      validateStep01Form({
        ...VALID,
        securiteSociale: '2 85 04 2A 004 123 88',
        bankDetails: { ...VALID.bankDetails, iban: 'FR76 3000 6000 0112 3456 7890 188' },
      }),
    );
    expect(errors).toEqual({
      securiteSociale: 'Numéro de sécurité sociale invalide : vérifiez les 15 chiffres et la clé.',
      'bankDetails.iban': 'IBAN invalide : vérifiez sa saisie.',
    });
  });

  it('an empty form lists every required field and consent', () => {
    expect(Object.keys(errorsByPath(validateStep01Form(STEP01_DEFAULTS)))).toEqual([
      'nationality',
      'birthPlace',
      'birthCountry',
      'securiteSociale',
      'streetAddress',
      'bankDetails.bankName',
      'bankDetails.accountHolder',
      'bankDetails.iban',
      'bankDetails.bic',
      'paymentPreferences.automaticDebit',
      'paymentPreferences.directDebitTerms',
      'consent.termsAccepted',
      'consent.autoDebitAccepted',
    ]);
  });
});
