/**
 * One helper for every back-office list (DESIGN.md section 8): `GET <path>` answers a page and
 * `GET <path>/export.csv` streams the whole filtered list as CSV.
 *
 * Mounted by http/mount-endpoints.ts for each list endpoint of the contracts
 * (`defineListEndpoint` beside the list RPC: path, access, filter form, default sort, CSV file
 * name, columns and who may export).
 *
 * `GET <path>?limit=20&sort=createdDate&direction=desc&cursor=…&<filter>=…` -> the list RPC ->
 * `{ rows, nextCursor, total }`. Every query key that is not limit/sort/direction/cursor is a
 * filter field, converted to the filter schema's types and checked with `checkForm` (400 with
 * French field errors). Page sizes 10, 20, 25, 50.
 *
 * `GET <path>/export.csv?sort=…&direction=…&<filter>=…` (Admin only, its access level;
 * every staff member with `exportedBy: 'staff'`, for a list the service
 * scopes to the actor, such as the wallet: the README's "Staff roles and CSV exports"): pulls pages of 500 from the service over RPC, one at a time and only
 * when the client has read the previous one (stream back-pressure), and pipes them through
 * csv-stringify: UTF-8 with a BOM (Excel), `;` separator, CRLF, the columns' French headers,
 * numbers with a decimal comma, and every text cell starting with `= + - @`, a tab or a carriage
 * return prefixed with `'` so a spreadsheet never runs it as a formula. Memory stays flat
 * whatever the row count; a client that disconnects stops the pulling. Every export, whoever
 * makes it, writes one entry to the audit trail (the list, its filters and sort, the rows sent),
 * before the file's last byte when it completes.
 */

import type { CsvColumn, EndpointAccess } from '@courtage/contracts/endpoint/define-endpoint';
import { AppError, type FieldError } from '@courtage/contracts/errors';
import type { FormDefinition } from '@courtage/contracts/form/define-form';
import { checkForm } from '@courtage/contracts/form/define-form';
import { parisDateTime } from '@courtage/contracts/format/french-date';
import {
  DEFAULT_PAGE_SIZE,
  EXPORT_PAGE_SIZE,
  type ListRequest,
  type ListRpc,
  PAGE_SIZES,
  type SortDirection,
} from '@courtage/contracts/list/define-list-rpc';
import type { Static, TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callOptions } from '../plugins/app/authentication.ts';
import { sendCsvExport } from './csv-export.ts';
import { ERROR_MESSAGES } from './error-messages.ts';
import { ErrorResponseSchema } from './error-response.schema.ts';

/** The French messages of a list's paging and sorting parameters. */
export const LIST_QUERY_MESSAGES = {
  limit: `Le nombre de lignes par page doit être ${PAGE_SIZES.join(', ')}.`,
  sort: 'Cette colonne ne peut pas être triée.',
  direction: 'Le sens du tri doit être asc ou desc.',
  cursor: 'La position dans la liste est invalide. Revenez à la première page.',
} as const;

export type { CsvColumn };
export { parisDateTime };

const RESERVED = new Set(['limit', 'sort', 'direction', 'cursor']);

export type ListRouteOptions<L extends ListRpc> = {
  path: string;
  rpc: L;
  filterForm: FormDefinition<L['filter']>;
  defaultSort: { field: L['sortFields'][number]; direction: SortDirection };
  summary: string;
  tags?: string[];
  /**
   * Who may read the list (the route's config, read by the route-access guard); the export is
   * Admin only unless `csv.exportedBy` says staff.
   */
  access: EndpointAccess;
  csv?: {
    fileName: string;
    columns: readonly CsvColumn<Static<L['row']>>[];
    /**
     * Who may export: Admins (the default: a whole list of the base), or every staff member,
     * only for a list whose service answers the actor's own rows whatever the filter.
     */
    exportedBy?: 'admin' | 'staff';
  };
};

/** A spreadsheet formula cannot start the cell: `=`, `+`, `-`, `@`, tab, carriage return. */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const DECIMAL = new Intl.NumberFormat('fr-FR', { useGrouping: false, maximumFractionDigits: 2 });

function defaultCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return DECIMAL.format(value);
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return String(value);
}

/** The CSV record of a row: each column formatted, then neutralised. */
export function csvRecord<Row>(row: Row, columns: readonly CsvColumn<Row>[]): string[] {
  return columns.map((column) => {
    const value = row[column.key];
    return neutraliseCell(column.format ? column.format(value, row) : defaultCell(value));
  });
}

type Query = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The filter of a query string, typed by the filter schema; throws 400 with French field errors. */
function readFilter(filterSchema: TObject, form: FormDefinition, query: Query): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const text = single(value);
    if (RESERVED.has(key) || text === undefined || text.trim() === '') continue;
    raw[key] = text.trim();
  }
  const filter = Value.Convert(filterSchema, raw) as Record<string, unknown>;
  const errors = checkForm(form, filter);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, errors);
  return filter;
}

function readSort<L extends ListRpc>(options: ListRouteOptions<L>, query: Query, errors: FieldError[]) {
  const field = single(query.sort) ?? options.defaultSort.field;
  const direction = single(query.direction) ?? options.defaultSort.direction;
  if (!options.rpc.sortFields.includes(field))
    errors.push({ field: 'sort', message: LIST_QUERY_MESSAGES.sort });
  if (direction !== 'asc' && direction !== 'desc') {
    errors.push({ field: 'direction', message: LIST_QUERY_MESSAGES.direction });
  }
  return { field, direction: direction as SortDirection };
}

function readPage(query: Query, errors: FieldError[]) {
  const limitText = single(query.limit);
  const limit = limitText === undefined ? DEFAULT_PAGE_SIZE : Number(limitText);
  if (!(PAGE_SIZES as readonly number[]).includes(limit)) {
    errors.push({ field: 'limit', message: LIST_QUERY_MESSAGES.limit });
  }
  const cursor = single(query.cursor);
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) {
    errors.push({ field: 'cursor', message: LIST_QUERY_MESSAGES.cursor });
  }
  return { limit, cursor };
}

function throwIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, errors);
}

/** Registers `GET <path>` and, with `csv`, `GET <path>/export.csv` (Admin only unless `exportedBy`). */
export function listRoute<L extends ListRpc>(fastify: FastifyInstance, options: ListRouteOptions<L>): void {
  const tags = options.tags ?? ['back-office'];
  const errorResponses = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    503: ErrorResponseSchema,
    504: ErrorResponseSchema,
  };

  fastify.get(options.path, {
    config: { access: options.access },
    schema: { tags, summary: options.summary, response: { 200: options.rpc.response, ...errorResponses } },
    handler: async (request: FastifyRequest) => {
      const query = request.query as Query;
      const errors: FieldError[] = [];
      const sort = readSort(options, query, errors);
      const { limit, cursor } = readPage(query, errors);
      throwIfAny(errors);
      const filter = readFilter(options.rpc.filter, options.filterForm, query);
      return fastify.bus.call(
        options.rpc,
        { filter, sort, limit, ...(cursor ? { cursor } : {}) } as ListRequest<L>,
        callOptions(request, fastify.config.RPC_TIMEOUT_MS),
      );
    },
  });

  const csv = options.csv;
  if (!csv) return;
  const byStaff = csv.exportedBy === 'staff';
  fastify.get(`${options.path}/export.csv`, {
    config: { access: byStaff ? 'staff' : 'admin' },
    schema: {
      tags,
      summary: `${options.summary} : export CSV (${byStaff ? 'ses propres lignes' : 'administrateurs'})`,
      produces: ['text/csv'],
      response: errorResponses,
    },
    handler: async (request, reply) => {
      const query = request.query as Query;
      const errors: FieldError[] = [];
      const sort = readSort(options, query, errors);
      throwIfAny(errors);
      const filter = readFilter(options.rpc.filter, options.filterForm, query);
      const call = callOptions(request, fastify.config.RPC_TIMEOUT_MS);
      // The first page before any byte is sent: a refused or failed call still gets its JSON error.
      type Page = { rows: unknown[]; nextCursor: string | null };
      const first = (await fastify.bus.call(
        options.rpc,
        { filter, sort, limit: EXPORT_PAGE_SIZE } as ListRequest<L>,
        call,
      )) as Page;

      return sendCsvExport(fastify, request, reply, {
        first,
        rows: (page) => page.rows as Static<L['row']>[],
        record: (row) => csvRecord(row, csv.columns),
        next: (page) =>
          page.nextCursor
            ? (fastify.bus.call(
                options.rpc,
                { filter, sort, limit: EXPORT_PAGE_SIZE, cursor: page.nextCursor } as ListRequest<L>,
                call,
              ) as Promise<Page>)
            : null,
        headers: csv.columns.map((column) => column.header),
        service: options.rpc.service,
        audit: { list: csv.fileName, filters: filter, sort },
      });
    },
  });
}
