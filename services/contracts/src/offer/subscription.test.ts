import { describe, expect, expectTypeOf, it } from 'vitest';
import { checkForm } from '../form/define-form.ts';
import { subscribeOfferForm } from './subscribe-offer.rpc.ts';
import { maskIban, maskNir, type Step01 } from './subscription.ts';
import {
  BENEFICIARY_MESSAGES,
  STEP01_DEFAULTS,
  type Step01Values,
  SUBSCRIPTION_MESSAGES,
} from './subscription-form.ts';
import { sampleStep01 } from './test-requests.ts';

const OFFER_ID = '5b0f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b';
const check = (step01: unknown) =>
  checkForm(subscribeOfferForm, { offerId: OFFER_ID, step01, capability: 'p.1' });

describe('subscribeOfferForm (step 01)', () => {
  it('accepts the sample (Corsican NIR, household named)', () => {
    expect(check(sampleStep01())).toEqual([]);
  });

  it('rejects a wrong NIR key and an IBAN failing mod 97', () => {
    const step = sampleStep01({ securiteSociale: '2 85 04 2A 004 123 88' });
    step.bankDetails.iban = 'FR76 3000 6000 0112 3456 7890 188';
    expect(check(step)).toEqual([
      { field: 'step01.securiteSociale', message: SUBSCRIPTION_MESSAGES.securiteSociale },
      { field: 'step01.bankDetails.iban', message: SUBSCRIPTION_MESSAGES.iban },
    ]);
  });

  it('asks for an empty NIR, IBAN and BIC rather than calling them invalid', () => {
    const step = sampleStep01({ securiteSociale: '  ' });
    step.bankDetails.iban = '';
    step.bankDetails.bic = ' ';
    expect(check(step)).toEqual([
      { field: 'step01.securiteSociale', message: SUBSCRIPTION_MESSAGES.securiteSocialeRequired },
      { field: 'step01.bankDetails.iban', message: SUBSCRIPTION_MESSAGES.ibanRequired },
      { field: 'step01.bankDetails.bic', message: SUBSCRIPTION_MESSAGES.bicRequired },
    ]);
  });

  it('accepts a NIR with dashes, an IBAN in lower case with dashes and a BIC in lower case', () => {
    const step = sampleStep01({ securiteSociale: '2-85-04-2a-004-123-87' });
    step.bankDetails.iban = 'fr76-3000-6000-0112-3456-7890-189';
    step.bankDetails.bic = 'agri-fr-pp';
    expect(check(step)).toEqual([]);
  });

  it('needs the mandate terms and consents', () => {
    const step = sampleStep01();
    step.paymentPreferences.directDebitTerms = false;
    step.consent.termsAccepted = false;
    expect(check(step).map((e) => e.field)).toEqual([
      'step01.paymentPreferences.directDebitTerms',
      'step01.consent.termsAccepted',
    ]);
  });

  it('needs each named person’s first and last name, and a partner for a child attached to one', () => {
    const step = sampleStep01();
    step.beneficiaries!.children[0]!.firstName = '  ';
    expect(check(step)).toEqual([
      { field: 'step01.beneficiaries.children.0.firstName', message: BENEFICIARY_MESSAGES.childFirstName },
    ]);
    const alone = sampleStep01();
    delete alone.beneficiaries!.partner;
    expect(check(alone)).toEqual([
      {
        field: 'step01.beneficiaries.children.1.attachedTo',
        message: BENEFICIARY_MESSAGES.attachedToNoPartner,
      },
    ]);
  });

  it('masks the IBAN and the NIR', () => {
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskNir('285042A00412387')).toBe('2 85 ** ** *** *** **');
    expect(maskIban('fr76-3000-6000-0112-3456-7890-189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskNir('2-85-04-2a-004-123-87')).toBe('2 85 ** ** *** *** **');
  });
});

describe('the form values (subscription-form.ts)', () => {
  it('have the type of the schema, and the defaults fail only on what the visitor must fill in', () => {
    expectTypeOf<Step01Values>().toEqualTypeOf<Step01>();
    const fields = check(STEP01_DEFAULTS).map((e) => e.field);
    expect(fields).not.toContain('step01.paymentPreferences.frequency');
    expect(fields).not.toContain('step01.paymentPreferences.collectionDate');
    expect(fields).toContain('step01.nationality');
    expect(fields).toContain('step01.bankDetails.iban');
  });
});
