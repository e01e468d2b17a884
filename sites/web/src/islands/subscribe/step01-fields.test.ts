import { checkForm } from '@courtage/contracts/form/define-form';
import type { DeclaredHousehold } from '@courtage/contracts/offer/subscriber-identity';
import { subscriberIdentityForm } from '@courtage/contracts/offer/subscriber-identity-form';
import {
  BENEFICIARY_MESSAGES,
  STEP01_DEFAULTS,
  type Step01Values,
} from '@courtage/contracts/offer/subscription-form';
import { describe, expect, it } from 'vitest';
import { errorsByPath, readPath, step01For, writePath } from './step01-fields.ts';

// The browser runs the offer service's definition, with the household the comparison declared.
const WOMAN_1985: DeclaredHousehold = { gender: 'femme', birthDate: '1985-04-12', childBirthDates: [] };
const validateStep01Form = (step01: Step01Values, declared = WOMAN_1985) =>
  checkForm(subscriberIdentityForm, { step01, declared });

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

  it('writes into the household’s lists', () => {
    const household = { firstName: 'Lætitia', lastName: 'Santoni', declared: WOMAN_1985 };
    const family = step01For({
      ...household,
      declared: { ...WOMAN_1985, partnerBirthDate: '1983-09-30', childBirthDates: ['2012-02-01'] },
    });
    expect(family.beneficiaries).toEqual({
      partner: {
        firstName: '',
        lastName: 'Santoni',
        birthDate: '1983-09-30',
        securiteSociale: '',
        birthPlace: '',
        birthCountry: '',
      },
      children: [{ firstName: '', lastName: 'Santoni', birthDate: '2012-02-01', attachedTo: 'assure' }],
    });
    const named = writePath(family, 'beneficiaries.children.0.firstName', 'Léa');
    expect(readPath(named, 'beneficiaries.children.0.firstName')).toBe('Léa');
    expect(family.beneficiaries?.children[0]?.firstName).toBe('');
    expect(step01For(household).beneficiaries).toEqual({ children: [] });
  });

  it('asks the names of the comparison’s partner and children, and the partner’s own NIR and birth place', () => {
    const declared = { ...WOMAN_1985, partnerBirthDate: '1983-09-30', childBirthDates: ['2012-02-01'] };
    const family = step01For({ firstName: 'Lætitia', lastName: 'Santoni', declared });
    const errors = errorsByPath(
      validateStep01Form({ ...VALID, beneficiaries: family.beneficiaries }, declared),
    );
    expect(errors).toEqual({
      'beneficiaries.partner.firstName': BENEFICIARY_MESSAGES.partnerFirstName,
      'beneficiaries.partner.birthPlace': BENEFICIARY_MESSAGES.partnerBirthPlace,
      'beneficiaries.partner.birthCountry': BENEFICIARY_MESSAGES.partnerBirthCountry,
      'beneficiaries.partner.securiteSociale': BENEFICIARY_MESSAGES.partnerSecuriteSocialeRequired,
      'beneficiaries.children.0.firstName': BENEFICIARY_MESSAGES.childFirstName,
    });
  });

  it('refuses a man’s NIR for the woman of the comparison, before sending', () => {
    expect(validateStep01Form(VALID, { ...WOMAN_1985, gender: 'homme' }).map((e) => e.field)).toEqual([
      'step01.securiteSociale',
    ]);
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
