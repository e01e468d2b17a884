import { CRM_MESSAGES } from '@courtage/contracts/crm/crm-messages';
import { type QuoteInput, quoteForm } from '@courtage/contracts/crm/quotes/quote-form';
import { checkForm } from '@courtage/contracts/form/define-form';
import { invalid } from '../records-errors.ts';
import type { RecordsDb } from '../records-schema.ts';
import { companyExists } from '../repositories/companies-repository.ts';
import { contactExists } from '../repositories/contacts-repository.ts';

const empty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** The quote's columns from a checked form; the company and contact must exist. */
export async function resolveQuoteInput(db: RecordsDb, input: QuoteInput) {
  const errors = checkForm(quoteForm, input);
  if (errors.length > 0) throw invalid(errors);
  if (input.companyId) {
    if (!(await companyExists(db, input.companyId)))
      errors.push({ field: 'companyId', message: CRM_MESSAGES.companyNotFound });
  }
  if (input.contactId) {
    if (!(await contactExists(db, input.contactId)))
      errors.push({ field: 'contactId', message: quoteForm.messages.contactId as string });
  }
  if (errors.length > 0) throw invalid(errors);
  return {
    company_id: input.companyId ?? null,
    contact_id: input.contactId ?? null,
    insurance_line: input.insuranceLine,
    formula: input.formula.trim(),
    insurer: empty(input.insurer),
    monthly_premium: input.monthlyPremium,
    valid_until: input.validUntil,
    notes: empty(input.notes),
  };
}
