import type { CsvTable, ImportRowError } from '@courtage/contracts/crm/contacts/import-job';
import { IMPORT_MAX_ERRORS } from '@courtage/contracts/crm/contacts/import-job';

/** `Numéro de police`, `numero_de_police`, `N° de police ` -> `numero de police`. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/n°/g, 'numero')
    .replace(/[’'_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The table's records as objects keyed by the contract's field names (unknown columns left out
 * and reported), empty cells omitted. `line` is the record's line in the file (header = 1).
 */
export function mapCsvRows<F extends string>(
  table: CsvTable,
  headers: Record<string, F>,
): { rows: { line: number; values: Partial<Record<F, string>> }[]; unknownColumns: string[] } {
  // The keys normalized like the file's cells: 'e-mail' in the map matches an 'E-mail' column.
  const known = new Map(Object.entries(headers).map(([header, field]) => [normalizeHeader(header), field]));
  const fields = table.header.map((cell) => known.get(normalizeHeader(cell)) ?? null);
  const unknownColumns = table.header.filter((_, index) => fields[index] === null);
  const rows = table.records.map((record, index) => {
    const values: Partial<Record<F, string>> = {};
    record.forEach((cell, column) => {
      const field = fields[column];
      const text = cell.trim();
      if (field && text !== '') values[field] = text;
    });
    return { line: index + 2, values };
  });
  return { rows, unknownColumns };
}

/** Collects row errors, keeping the first IMPORT_MAX_ERRORS and the total count. */
export function errorCollector() {
  const errors: ImportRowError[] = [];
  const badLines = new Set<number>();
  let count = 0;
  return {
    add(row: number, field: string, message: string) {
      count += 1;
      badLines.add(row);
      if (errors.length < IMPORT_MAX_ERRORS) errors.push({ row, field, message });
    },
    get errors() {
      return errors;
    },
    get count() {
      return count;
    },
    isBad: (row: number) => badLines.has(row),
    get badRows() {
      return badLines.size;
    },
  };
}
