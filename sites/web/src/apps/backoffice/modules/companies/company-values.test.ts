import { companyForm } from '@courtage/contracts/crm/companies/company-form';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../lib/forms/form-errors.ts';
import { EMPTY_COMPANY, toCompanyInput } from './company-values.ts';

const VALID = { ...EMPTY_COMPANY, companyName: 'Atelier Durand', siren: '732 829 320', zipCode: '75001' };

describe('toCompanyInput', () => {
  it('leaves empty optional fields out, so the contract accepts a minimal prospect', () => {
    const input = toCompanyInput(VALID);
    expect(input).toEqual({
      companyName: 'Atelier Durand',
      siren: '732 829 320',
      kind: 'prospect',
      zipCode: '75001',
    });
    expect(formErrors(companyForm, input)).toEqual({});
  });

  it('refuses a SIREN whose check digit is wrong, in French, on the siren field only', () => {
    const errors = formErrors(companyForm, toCompanyInput({ ...VALID, siren: '732829321' }));
    expect(errors).toEqual({ siren: 'Le numéro SIREN est invalide (9 chiffres, clé de contrôle).' });
  });

  it('sends the turnover as a number, and anything else as typed for the contract to refuse', () => {
    expect(toCompanyInput({ ...VALID, turnover: '1 200 000' }).turnover).toBe(1_200_000);
    const errors = formErrors(companyForm, toCompanyInput({ ...VALID, turnover: '12k' }));
    expect(errors.turnover).toBe('Le chiffre d’affaires doit être un montant positif en euros.');
  });

  it('keeps a NAF code and a creation date when given', () => {
    const input = toCompanyInput({ ...VALID, codeNaf: '62.01Z', creationDate: '2020-02-30' });
    expect(input.codeNaf).toBe('62.01Z');
    expect(formErrors(companyForm, input)).toEqual({ creationDate: 'La date de création est invalide.' });
  });
});
