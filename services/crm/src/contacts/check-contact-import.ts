import {
  CONTACT_IMPORT_HEADERS,
  type ContactImportRow,
  contactImportRowForm,
} from '@courtage/contracts/crm/contacts/contact-form';
import type { CsvTable, ImportPreview } from '@courtage/contracts/crm/contacts/import-job';
import { IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { checkForm } from '@courtage/contracts/form/define-form';
import type { RecordsDb } from '../records-schema.ts';
import { companyIdsBySiren } from '../repositories/companies-repository.ts';
import { contactColumns } from '../repositories/contacts-repository.ts';
import { errorCollector, mapCsvRows } from './csv-rows.ts';

const CIVILITY_ALIASES: Record<string, string> = {
  m: 'M.',
  'm.': 'M.',
  monsieur: 'M.',
  mr: 'M.',
  mme: 'Mme',
  madame: 'Mme',
};

export type CheckedContacts = {
  preview: ImportPreview;
  /** The rows to insert, in file order (only meaningful when preview.errorCount is 0). */
  values: (ReturnType<typeof contactColumns> & { company_id: string | null })[];
};

/**
 * Every row of a contacts CSV checked against the contract (French messages, the file's line
 * numbers), the companies found by SIREN in one query. Writes nothing.
 */
export async function checkContactImport(db: RecordsDb, table: CsvTable): Promise<CheckedContacts> {
  const { rows, unknownColumns } = mapCsvRows(table, CONTACT_IMPORT_HEADERS);
  const errors = errorCollector();
  if (rows.length === 0) errors.add(1, '', IMPORT_MESSAGES.emptyFile);
  for (const column of ['civility', 'name', 'forename'] as const) {
    const header = Object.keys(CONTACT_IMPORT_HEADERS).find((key) => CONTACT_IMPORT_HEADERS[key] === column);
    if (rows.length > 0 && !rows.some((row) => column in row.values) && header)
      errors.add(1, column, IMPORT_MESSAGES.missingColumn(header));
  }
  const sirens = [
    ...new Set(rows.map((row) => row.values.companySiren?.replace(/\s/g, '')).filter(Boolean)),
  ] as string[];
  const companies = await companyIdsBySiren(db, sirens);

  const values: CheckedContacts['values'] = [];
  const sample: Record<string, string>[] = [];
  for (const { line, values: raw } of rows) {
    const civility = raw.civility
      ? (CIVILITY_ALIASES[raw.civility.toLowerCase()] ?? raw.civility)
      : undefined;
    const candidate = { ...raw, ...(civility ? { civility } : {}) } as ContactImportRow;
    for (const error of checkForm(contactImportRowForm, candidate))
      errors.add(line, error.field, error.message);
    const siren = candidate.companySiren?.replace(/\s/g, '');
    const companyId = siren ? (companies.get(siren) ?? null) : null;
    if (siren && !companyId && !errors.isBad(line))
      errors.add(line, 'companySiren', contactImportRowForm.messages.companySiren as string);
    if (errors.isBad(line)) continue;
    values.push({ ...contactColumns(candidate), company_id: companyId });
    if (sample.length < 10)
      sample.push(Object.fromEntries(Object.entries(candidate)) as Record<string, string>);
  }
  return {
    preview: {
      total: rows.length,
      valid: values.length,
      errorCount: errors.count,
      errors: errors.errors,
      sample,
      unknownColumns,
    },
    values,
  };
}
