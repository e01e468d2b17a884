import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CsvTable, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { AppError } from '@courtage/contracts/errors';
import { type SerializedJson, serializeInTurns } from '@courtage/runtime/serialized-json';
import { parse } from 'csv-parse';
import type { FastifyInstance } from 'fastify';
import { csvDelimiterOf, decodeCsvBytes } from '../../../../http/csv-text.ts';

/** A CSV of 20,000 rows of a dozen columns stays under this (the import routes' body limit). */
export const CSV_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** Characters handed to the parser per event-loop turn: about a millisecond of parsing. */
const SLICE = 64 * 1024;
const MAX_COLUMNS = 30;
const MAX_CELL = 1000;

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, [{ field: 'file', message }]);

/**
 * Accepts `text/csv` (and text/plain) bodies on the plugin's routes as a `CsvTable`: the bytes
 * (at most CSV_IMPORT_MAX_BYTES, counted by Fastify while they arrive: 413 past it) are decoded
 * whatever their encoding, then read by csv-parse a slice per event-loop turn, so that a large
 * file never holds the gateway's loop; the 20,001st record stops the reading (400). Call once
 * per plugin; the handler takes `csvTableOf(request.body)`.
 */
export function acceptCsvBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES },
    (_request, body, done) => {
      readCsvTable(body as Buffer).then(
        (table) => done(null, table),
        (error: Error) => done(error, undefined),
      );
    },
  );
}

async function* slicesOf(text: string): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += SLICE) {
    yield text.slice(start, start + SLICE);
    // Let the sockets of everyone else be served between two slices.
    await nextTurn();
  }
}

/**
 * The header and records of a CSV file (any encoding decodeCsvBytes knows; `;` or `,`, whichever
 * the header line uses more), cells trimmed and cut at 1,000 characters. French 400s: empty
 * file, more than IMPORT_MAX_ROWS records (found while reading), more than 30 columns, unreadable.
 */
export async function readCsvTable(bytes: Uint8Array): Promise<CsvTable> {
  const text = decodeCsvBytes(bytes);
  if (text.trim() === '') throw refuse(IMPORT_MESSAGES.emptyFile);
  const parser = parse({
    delimiter: csvDelimiterOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    // One record may not swallow the file (an unclosed quote): 30 cells of 1,000 characters.
    max_record_size: MAX_COLUMNS * (MAX_CELL + 3),
  });
  const source = slicesOf(text);
  const feeding = (async () => {
    for await (const slice of source) {
      if (parser.destroyed) return;
      if (!parser.write(slice))
        await new Promise<void>((resolve) => {
          // Whichever comes first: the parser wants more, or it was destroyed (a refusal).
          const resume = () => {
            parser.off('drain', resume);
            parser.off('close', resume);
            resolve();
          };
          parser.on('drain', resume);
          parser.on('close', resume);
        });
    }
    if (!parser.destroyed) parser.end();
  })();
  let header: string[] | undefined;
  const records: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > MAX_COLUMNS) throw refuse(IMPORT_MESSAGES.unreadable);
      if (!header) {
        header = record;
        continue;
      }
      if (records.length === IMPORT_MAX_ROWS) throw refuse(IMPORT_MESSAGES.tooManyRows);
      records.push(record.map((cell) => cell.slice(0, MAX_CELL)));
    }
    await feeding;
  } catch (error) {
    parser.destroy();
    await source.return(undefined);
    throw error instanceof AppError ? error : refuse(IMPORT_MESSAGES.unreadable);
  }
  if (!header || records.length === 0) throw refuse(IMPORT_MESSAGES.emptyFile);
  return { header, records };
}

/** The CsvTable the content-type parser made; an empty or missing body is the French 400. */
export function csvTableOf(body: unknown): CsvTable {
  if (typeof body !== 'object' || body === null || !('records' in body))
    throw refuse(IMPORT_MESSAGES.emptyFile);
  return body as CsvTable;
}

/**
 * The CsvTable as the RPC's JSON, made a slice of records per event-loop turn: up to 20,000
 * records (8 MiB) go to crm in one message, whose serialization in one go would hold the loop.
 */
export function csvTableRequest(body: unknown): Promise<SerializedJson> {
  return serializeInTurns(csvTableOf(body), 'records');
}
