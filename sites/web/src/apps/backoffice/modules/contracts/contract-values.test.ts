import { contractForm } from '@courtage/contracts/crm/contracts/contract-form';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../lib/forms/form-errors.ts';
import { type ContractValues, oneYearAfter, readDecimal, toContractInput } from './contract-values.ts';

const VALUES: ContractValues = {
  holderKind: 'company',
  companyId: '2b7c7f86-3f0e-4a55-9d2f-6b8a0f8f2a11',
  contactId: '',
  insurer: 'Hiscox',
  product: 'RC Pro',
  policyNumber: 'HX-001',
  startDate: '2026-12-01',
  renewalDate: '2027-12-01',
  monthlyPremium: '45,90',
  commissionRate: '12,5',
  status: 'actif',
};

describe('contract values', () => {
  it('reads French decimals', () => {
    expect(readDecimal('45,90')).toBe(45.9);
    expect(readDecimal('1 200')).toBe(1200);
    expect(readDecimal('douze')).toBe('douze');
  });
  it('renews a year after the start', () => {
    expect(oneYearAfter('2026-12-01')).toBe('2027-12-01');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('')).toBe('');
  });
  it('gives what the contract accepts, and its French refusal of a renewal before the start', () => {
    expect(formErrors(contractForm, toContractInput(VALUES))).toEqual({});
    expect(formErrors(contractForm, toContractInput({ ...VALUES, renewalDate: '2026-11-01' }))).toEqual({
      renewalDate: 'La date de renouvellement doit suivre la date d’effet.',
    });
  });
});
