import { describe, expect, expectTypeOf, it } from 'vitest';
import { maskIban, maskNir, type Step01, validateStep01 } from './subscription.ts';
import { STEP01_DEFAULTS, type Step01Values, SUBSCRIPTION_MESSAGES } from './subscription-form.ts';
import { sampleStep01 } from './test-requests.ts';

describe('validateStep01', () => {
  it('accepts the sample (Corsican NIR)', () => {
    expect(validateStep01(sampleStep01())).toEqual([]);
  });

  it('rejects a wrong NIR key and an IBAN failing mod 97', () => {
    const step = sampleStep01({ securiteSociale: '2 85 04 2A 004 123 88' });
    step.bankDetails.iban = 'FR76 3000 6000 0112 3456 7890 188';
    expect(validateStep01(step)).toEqual([
      { field: 'step01.securiteSociale', message: SUBSCRIPTION_MESSAGES.securiteSociale },
      { field: 'step01.bankDetails.iban', message: SUBSCRIPTION_MESSAGES.iban },
    ]);
  });

  it('needs the mandate terms and consents', () => {
    const step = sampleStep01();
    step.paymentPreferences.directDebitTerms = false;
    step.consent.termsAccepted = false;
    expect(validateStep01(step).map((e) => e.field)).toEqual([
      'step01.paymentPreferences.directDebitTerms',
      'step01.consent.termsAccepted',
    ]);
  });

  it('masks the IBAN and the NIR', () => {
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR76 **** **** **** **** ***0 189');
    expect(maskNir('285042A00412387')).toBe('2 85 ** ** *** *** **');
  });
});

describe('the form values (subscription-form.ts)', () => {
  it('have the type of the schema, and the defaults fail only on what the visitor must fill in', () => {
    expectTypeOf<Step01Values>().toEqualTypeOf<Step01>();
    const fields = validateStep01(STEP01_DEFAULTS).map((e) => e.field);
    expect(fields).not.toContain('step01.paymentPreferences.frequency');
    expect(fields).not.toContain('step01.paymentPreferences.collectionDate');
    expect(fields).toContain('step01.nationality');
  });
});
