import type { Company } from '@courtage/contracts/crm/companies/company';
import type { CompanyInput } from '@courtage/contracts/crm/companies/company-form';

/** What the company form holds: text as typed. */
export type CompanyValues = {
  companyName: string;
  siren: string;
  kind: 'prospect' | 'client';
  legalForm: string;
  creationDate: string;
  address: string;
  zipCode: string;
  town: string;
  codeNaf: string;
  sector: string;
  turnover: string;
  iban: string;
  rcsCity: string;
  registeredOfficeAddress: string;
  companyRepresentative: string;
};

export const EMPTY_COMPANY: CompanyValues = {
  companyName: '',
  siren: '',
  kind: 'prospect',
  legalForm: '',
  creationDate: '',
  address: '',
  zipCode: '',
  town: '',
  codeNaf: '',
  sector: '',
  turnover: '',
  iban: '',
  rcsCity: '',
  registeredOfficeAddress: '',
  companyRepresentative: '',
};

const OPTIONAL_TEXT = [
  'legalForm',
  'creationDate',
  'address',
  'town',
  'codeNaf',
  'sector',
  'iban',
  'rcsCity',
  'registeredOfficeAddress',
  'companyRepresentative',
] as const;

/**
 * The request the contract expects: an empty optional field is left out (the contract reads an
 * omitted field as "not given"; a dated or patterned field would refuse ''), the turnover a
 * whole number of euros when it is one (anything else is sent as typed, so the French message
 * of the contract says what is wrong). An omitted IBAN keeps the stored one on update.
 */
export function toCompanyInput(values: CompanyValues): CompanyInput {
  const input: Record<string, unknown> = {
    companyName: values.companyName.trim(),
    siren: values.siren.trim(),
    kind: values.kind,
    zipCode: values.zipCode.trim(),
  };
  for (const field of OPTIONAL_TEXT) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  const turnover = values.turnover.replace(/\s/g, '');
  if (turnover) input.turnover = /^\d+$/.test(turnover) ? Number(turnover) : turnover;
  return input as CompanyInput;
}

/** The form filled from a stored company (to edit it); the IBAN is never sent back in clear. */
export function companyValuesOf(company: Company): CompanyValues {
  return {
    companyName: company.companyName,
    siren: company.siren,
    kind: company.kind,
    legalForm: company.legalForm ?? '',
    creationDate: company.creationDate ?? '',
    address: company.address ?? '',
    zipCode: company.zipCode,
    town: company.town,
    codeNaf: company.codeNaf ?? '',
    sector: company.sector ?? '',
    turnover: company.turnover === null ? '' : String(company.turnover),
    iban: '',
    rcsCity: company.rcsCity ?? '',
    registeredOfficeAddress: company.registeredOfficeAddress ?? '',
    companyRepresentative: company.companyRepresentative ?? '',
  };
}
