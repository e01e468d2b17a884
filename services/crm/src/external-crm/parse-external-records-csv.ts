import {
  EXTERNAL_RECORD_FIELDS,
  type ExternalRecordInput,
  externalRecordForm,
} from '@courtage/contracts/crm/external-crm/external-record';
import type { ImportRowError } from '@courtage/contracts/crm/external-crm/preview-external-crm-import.rpc';
import { checkForm } from '@courtage/contracts/form/define-form';
import { parse } from 'csv-parse/sync';

type Field = (typeof EXTERNAL_RECORD_FIELDS)[number];

/** Header names accepted for each field: the contract's, or the French column titles. */
const HEADERS: Record<string, Field> = {
  externalid: 'externalId',
  'identifiant externe': 'externalId',
  identifiant: 'externalId',
  customername: 'customerName',
  client: 'customerName',
  'nom du client': 'customerName',
  customeremail: 'customerEmail',
  'e-mail': 'customerEmail',
  email: 'customerEmail',
  'e-mail du client': 'customerEmail',
  insurer: 'insurer',
  assureur: 'insurer',
  product: 'product',
  produit: 'product',
  monthlypremium: 'monthlyPremium',
  'prime mensuelle': 'monthlyPremium',
  status: 'status',
  statut: 'status',
  startdate: 'startDate',
  'date d’effet': 'startDate',
  "date d'effet": 'startDate',
};

export const CSV_MESSAGES = {
  unreadable: 'Le fichier n’est pas un CSV lisible.',
  empty: 'Le fichier ne contient aucune ligne de données.',
  tooMany: (max: number) => `Le fichier contient plus de ${max} lignes : découpez-le.`,
  missingColumn: (title: string) => `La colonne « ${title} » manque dans la première ligne.`,
  unknownColumn: (title: string) => `La colonne « ${title} » est inconnue.`,
  duplicate: (line: number) => `Cet identifiant externe figure déjà à la ligne ${line}.`,
} as const;

const REQUIRED: readonly Field[] = EXTERNAL_RECORD_FIELDS.filter((field) => field !== 'startDate');

/** `45,90` or `45.90` -> 45.9; anything else stays text so the form says it is invalid. */
function toAmount(text: string): number | string {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  return /^\d+(?:\.\d{1,2})?$/.test(normalized) ? Number(normalized) : text;
}

/** `31/12/2026` -> `2026-12-31`; ISO stays; anything else stays as written. */
function toDay(text: string): string {
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return french ? `${french[3]}-${french[2]}-${french[1]}` : text;
}

/**
 * Parses a partner's CSV (UTF-8, BOM allowed, `;` or `,` from the header line, a header with
 * the contract's field names or the French titles) and checks every row against the contract's
 * record form. Gives the records and every problem with its line in the file (header = line 1):
 * the import runs only when `errors` is empty.
 */
export function parseExternalRecordsCsv(
  csv: string,
  maxRows: number,
): { records: ExternalRecordInput[]; errors: ImportRowError[] } {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return { records: [], errors: [{ line: 1, field: '', message: CSV_MESSAGES.unreadable }] };
  }
  const [header = [], ...data] = rows;
  const errors: ImportRowError[] = [];
  const columns = header.map((title) => HEADERS[title.trim().toLowerCase()] ?? null);
  header.forEach((title, index) => {
    if (columns[index] === null && title.trim() !== '')
      errors.push({ line: 1, field: title, message: CSV_MESSAGES.unknownColumn(title) });
  });
  for (const field of REQUIRED) {
    if (!columns.includes(field)) {
      const title = externalTitle(field);
      errors.push({ line: 1, field, message: CSV_MESSAGES.missingColumn(title) });
    }
  }
  if (errors.length > 0) return { records: [], errors };
  if (data.length === 0)
    return { records: [], errors: [{ line: 2, field: '', message: CSV_MESSAGES.empty }] };
  if (data.length > maxRows)
    return {
      records: [],
      errors: [{ line: maxRows + 2, field: '', message: CSV_MESSAGES.tooMany(maxRows) }],
    };

  const records: ExternalRecordInput[] = [];
  const firstLineOf = new Map<string, number>();
  data.forEach((cells, index) => {
    const line = index + 2;
    const value: Record<string, unknown> = {};
    columns.forEach((field, column) => {
      const cell = (cells[column] ?? '').trim();
      if (!field || (cell === '' && field === 'startDate')) return;
      if (field === 'monthlyPremium') value[field] = cell === '' ? '' : toAmount(cell);
      else if (field === 'startDate') value[field] = toDay(cell);
      else value[field] = cell;
    });
    const rowErrors = checkForm(externalRecordForm, value);
    for (const error of rowErrors) errors.push({ line, field: error.field, message: error.message });
    if (rowErrors.length > 0) return;
    const record = value as ExternalRecordInput;
    const seen = firstLineOf.get(record.externalId);
    if (seen !== undefined) {
      errors.push({ line, field: 'externalId', message: CSV_MESSAGES.duplicate(seen) });
      return;
    }
    firstLineOf.set(record.externalId, line);
    records.push({ ...record, customerEmail: record.customerEmail.toLowerCase() });
  });
  return { records: errors.length > 0 ? [] : records, errors };
}

const TITLES: Record<Field, string> = {
  externalId: 'Identifiant externe',
  customerName: 'Client',
  customerEmail: 'E-mail',
  insurer: 'Assureur',
  product: 'Produit',
  monthlyPremium: 'Prime mensuelle',
  status: 'Statut',
  startDate: 'Date d’effet',
};

/** The French title of a column (import template, error messages). */
export function externalTitle(field: Field): string {
  return TITLES[field];
}
