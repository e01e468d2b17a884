import { describe, expect, it } from 'vitest';
import { checkForm } from '../../form/define-form.ts';
import { contractForm, contractImportRowForm } from './contract-form.ts';

const FIELDS = {
  insurer: 'Alan',
  product: 'Santé',
  policyNumber: 'P-1',
  startDate: '2027-01-01',
  renewalDate: '2028-01-01',
  status: 'actif',
};
const form = {
  holderKind: 'company',
  companyId: '7d7c3f2e-5d8b-4a51-9d8e-3b8f6f0f2a11',
  ...FIELDS,
  monthlyPremium: 45.9,
};
const row = { holderSiren: '732829320', ...FIELDS, monthlyPremium: '45,90' };
const COMMISSION = {
  field: 'commissionRate',
  message: 'Le taux de commission doit être compris entre 0 et 100 %.',
};
const PREMIUM = {
  field: 'monthlyPremium',
  message: 'Veuillez saisir une prime mensuelle positive en euros.',
};

describe('contract amounts: the form and the CSV import apply one rule', () => {
  it('accepts a commission from 0 to 100 % in both', () => {
    for (const rate of [0, 12.5, 100]) {
      expect(checkForm(contractForm, { ...form, commissionRate: rate })).toEqual([]);
      expect(
        checkForm(contractImportRowForm, { ...row, commissionRate: String(rate).replace('.', ',') }),
      ).toEqual([]);
    }
  });

  it('refuses a 150 % commission in both, with the same French message', () => {
    expect(checkForm(contractForm, { ...form, commissionRate: 150 })).toEqual([COMMISSION]);
    expect(checkForm(contractImportRowForm, { ...row, commissionRate: '150' })).toEqual([COMMISSION]);
    expect(checkForm(contractImportRowForm, { ...row, commissionRate: '100,01' })).toEqual([COMMISSION]);
  });

  it('refuses a premium over a million euros a month in both', () => {
    expect(checkForm(contractForm, { ...form, commissionRate: 10, monthlyPremium: 2_000_000 })).toEqual([
      PREMIUM,
    ]);
    expect(
      checkForm(contractImportRowForm, { ...row, commissionRate: '10', monthlyPremium: '2000000' }),
    ).toEqual([PREMIUM]);
  });
});
