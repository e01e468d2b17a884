import type { QuoteInput } from '@courtage/contracts/crm/quotes/quote-form';

/** What the quote form holds: text as typed, the company and contact chosen. */
export type QuoteValues = {
  companyId: string;
  contactId: string;
  insuranceLine: string;
  formula: string;
  insurer: string;
  monthlyPremium: string;
  validUntil: string;
  notes: string;
};

/** A quote is valid 30 days by default (YYYY-MM-DD, Paris calendar day). */
export function defaultValidUntil(now = new Date()): string {
  const later = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  return later.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

/**
 * The request the contract expects: ids null when not chosen, empty optional texts left out,
 * the premium a number when it reads as one ('45,90' or '45.90'), otherwise sent as typed so
 * the contract's French message says what is wrong.
 */
export function toQuoteInput(values: QuoteValues): QuoteInput {
  const premium = values.monthlyPremium.trim().replace(/\s/g, '').replace(',', '.');
  const input: Record<string, unknown> = {
    companyId: values.companyId || null,
    contactId: values.contactId || null,
    insuranceLine: values.insuranceLine,
    formula: values.formula.trim(),
    monthlyPremium: /^\d+(\.\d{1,2})?$/.test(premium) ? Number(premium) : premium,
    validUntil: values.validUntil,
  };
  if (values.insurer.trim()) input.insurer = values.insurer.trim();
  if (values.notes.trim()) input.notes = values.notes.trim();
  return input as QuoteInput;
}
