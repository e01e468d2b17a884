import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditExport, type ExportRecord } from './audit-export.ts';

/** A CSV export read page by page: what `sendCsvExport` needs to know of the list. */
export type CsvExport<Page, Row> = {
  /** The first page, read before any byte is sent: a refused or failed call still gets its JSON error. */
  first: Page;
  rows(page: Page): readonly Row[];
  /** The row's cells, in the order of `headers`. */
  record(row: Row): unknown[];
  /** The page after `page`, or null at the end of the list. */
  next(page: Page): Promise<Page> | null;
  headers: string[];
  /** The service whose audit trail records the export (auditExport). */
  service: string;
  /** What the audit entry says of the export; the rows sent and whether the file is whole are added. */
  audit: Omit<ExportRecord, 'rows' | 'complete'>;
};

/** `<list>-YYYY-MM-DD.csv`, the date of the export in Paris. */
function attachmentName(list: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  return `${list}-${day}.csv`;
}

/**
 * Streams the list as a CSV attachment (BOM, `;`, CRLF: Excel in French), a page read only when
 * the client has taken the previous one, and stops reading when the client goes away. Each
 * export is audited once: a complete file before its end is sent (no entry, no whole file), a
 * file cut short with the rows it had.
 */
export function sendCsvExport<Page, Row>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  list: CsvExport<Page, Row>,
): FastifyReply {
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
  });
  let sent = 0;
  let audited = false;
  const audit = (complete: boolean) => {
    audited = true;
    return auditExport(fastify, request, list.service, { ...list.audit, rows: sent, complete });
  };
  async function* records() {
    let page = list.first;
    try {
      for (;;) {
        for (const row of list.rows(page)) {
          sent += 1;
          yield list.record(row);
        }
        const following = closed ? null : list.next(page);
        if (!following) break;
        page = await following;
      }
      if (!closed) await audit(true);
    } finally {
      if (!audited)
        audit(false).catch((error) => request.log.error({ err: error }, 'CSV export not audited'));
    }
  }
  const source = Readable.from(records(), { objectMode: true, highWaterMark: 1 });
  const output = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    header: true,
    columns: list.headers,
  });
  source.on('error', (error) => {
    request.log.error({ err: error }, 'CSV export stopped: a page could not be read');
    output.destroy(error);
  });
  output.on('close', () => source.destroy());
  source.pipe(output);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${attachmentName(list.audit.list)}"`)
    .header('cache-control', 'no-store')
    .send(output);
}
