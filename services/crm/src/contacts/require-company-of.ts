import { contactForm } from '@courtage/contracts/crm/contacts/contact-form';
import { invalid } from '../records-errors.ts';
import type { RecordsDb } from '../records-schema.ts';
import { companyExists } from '../repositories/companies-repository.ts';

/** The company id a contact is attached to (null: standalone), or a field error when unknown. */
export async function requireCompanyOf(
  db: RecordsDb,
  companyId: string | null | undefined,
): Promise<string | null> {
  if (!companyId) return null;
  if (!(await companyExists(db, companyId)))
    throw invalid([{ field: 'companyId', message: contactForm.messages.companyId as string }]);
  return companyId;
}
