import { type CsvTable, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { AppError } from '@courtage/contracts/errors';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';

/** A CSV of 20,000 rows of a dozen columns stays under this (the import routes' body limit). */
export const CSV_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** Accepts `text/csv` (and text/plain) bodies as a string on the plugin's routes. Call once per plugin. */
export function acceptCsvBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: CSV_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, [{ field: 'file', message }]);

/**
 * The uploaded CSV as the header and its records (UTF-8 with or without BOM; `;` or `,`, whichever
 * the header line uses more). crm checks every row against the contract.
 */
export function csvTableOf(body: unknown): CsvTable {
  if (typeof body !== 'string' || body.trim() === '') throw refuse(IMPORT_MESSAGES.emptyFile);
  const firstLine = body.slice(0, body.indexOf('\n') === -1 ? undefined : body.indexOf('\n'));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(body, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    throw refuse(IMPORT_MESSAGES.unreadable);
  }
  const [header, ...records] = rows;
  if (!header || records.length === 0) throw refuse(IMPORT_MESSAGES.emptyFile);
  if (records.length > IMPORT_MAX_ROWS) throw refuse(IMPORT_MESSAGES.tooManyRows);
  if (header.length > 30 || records.some((record) => record.length > 30))
    throw refuse(IMPORT_MESSAGES.unreadable);
  return { header, records: records.map((record) => record.map((cell) => cell.slice(0, 1000))) };
}
