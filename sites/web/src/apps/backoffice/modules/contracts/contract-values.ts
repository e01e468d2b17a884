import type { ContractInput } from '@courtage/contracts/crm/contracts/contract-form';

export type ContractValues = {
  holderKind: 'company' | 'person';
  companyId: string;
  contactId: string;
  insurer: string;
  product: string;
  policyNumber: string;
  startDate: string;
  renewalDate: string;
  monthlyPremium: string;
  commissionRate: string;
  status: 'en_attente' | 'actif' | 'suspendu' | 'resilie';
};

/** '45,90' or '45.90' -> 45.9; anything else as typed, for the contract's French message. */
export function readDecimal(text: string): number | string {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : value;
}

/** A year after `startDate` (YYYY-MM-DD), the usual renewal; empty while the start is not a date. */
export function oneYearAfter(startDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (!match) return '';
  return `${Number(match[1]) + 1}-${match[2]}-${match[3] === '29' && match[2] === '02' ? '28' : match[3]}`;
}

export function toContractInput(values: ContractValues): ContractInput {
  return {
    holderKind: values.holderKind,
    companyId: values.holderKind === 'company' ? values.companyId || null : null,
    contactId: values.contactId || null,
    insurer: values.insurer.trim(),
    product: values.product.trim(),
    policyNumber: values.policyNumber.trim(),
    startDate: values.startDate,
    renewalDate: values.renewalDate,
    monthlyPremium: readDecimal(values.monthlyPremium),
    commissionRate: readDecimal(values.commissionRate),
    status: values.status,
  } as ContractInput;
}
