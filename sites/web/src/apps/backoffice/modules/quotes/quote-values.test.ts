import { quoteForm } from '@courtage/contracts/crm/quotes/quote-form';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../lib/forms/form-errors.ts';
import { defaultValidUntil, toQuoteInput } from './quote-values.ts';

const COMPANY = '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11';
// A validity the form accepts whenever the test runs (from today to a year ahead).
const VALID_UNTIL = addDays(parisDate(), 30);
const VALID = {
  companyId: COMPANY,
  contactId: '',
  insuranceLine: 'responsabilite-civile-professionnelle',
  formula: 'RC Pro 1 M€ par sinistre',
  insurer: '',
  monthlyPremium: '45,90',
  validUntil: VALID_UNTIL,
  notes: '',
};

describe('toQuoteInput', () => {
  it('reads a French decimal premium and leaves empty optional texts out', () => {
    const input = toQuoteInput(VALID);
    expect(input).toEqual({
      companyId: COMPANY,
      contactId: null,
      insuranceLine: 'responsabilite-civile-professionnelle',
      formula: 'RC Pro 1 M€ par sinistre',
      monthlyPremium: 45.9,
      validUntil: VALID_UNTIL,
    });
    expect(formErrors(quoteForm, input)).toEqual({});
  });

  it('needs a company or a contact, and a premium in euros', () => {
    const errors = formErrors(quoteForm, toQuoteInput({ ...VALID, monthlyPremium: '45 euros' }));
    expect(errors).toEqual({
      monthlyPremium: 'Veuillez saisir une prime mensuelle positive en euros.',
    });
    expect(formErrors(quoteForm, toQuoteInput({ ...VALID, companyId: '', monthlyPremium: '46,50' }))).toEqual(
      {
        companyId: 'Veuillez choisir une entreprise ou un contact.',
      },
    );
  });

  it('proposes a validity 30 days ahead as a calendar day', () => {
    expect(defaultValidUntil(new Date('2026-11-24T10:00:00Z'))).toBe('2026-12-24');
  });
});
