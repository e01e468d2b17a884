import { type Static, type TObject, type TSchema, Type } from '@sinclair/typebox';
import { defineRpc, type RpcDefinition } from '../define.ts';
import { AppError } from '../errors.ts';

/**
 * Every back-office list is one RPC taking `{ filter, sort, cursor, limit }` and answering
 * `{ rows, nextCursor, total }` (DESIGN.md section 8): keyset pagination on an indexed sort key
 * plus the row id, so page 500 costs what page 1 costs.
 */

/** Page sizes a list offers (specification section 9). */
export const PAGE_SIZES = [10, 20, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** The largest page the CSV export pulls from a service at a time. */
export const EXPORT_PAGE_SIZE = 500;

export const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortDirection = Static<typeof SortDirection>;

/**
 * An opaque position after the last row of a page: base64url of the JSON `[sortValue, id]`,
 * written and read only by the service that answers the list.
 */
export const Cursor = Type.String({ minLength: 1, maxLength: 512, pattern: '^[A-Za-z0-9_-]+$' });

export function encodeCursor(sortValue: string | number | null, id: string): string {
  const json = JSON.stringify([sortValue, id]);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The `[sortValue, id]` of a cursor, or null when it was not written by `encodeCursor`. */
export function decodeCursor(cursor: string): [string | number | null, string] | null {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== 'string') return null;
    const [sortValue, id] = parsed;
    if (sortValue !== null && typeof sortValue !== 'string' && typeof sortValue !== 'number') return null;
    return [sortValue, id];
  } catch {
    return null;
  }
}

/** Shown when a cursor was not written by the list's service (forged, damaged or from another list). */
export const BAD_CURSOR_MESSAGE = 'La page demandée est introuvable. Revenez à la première page.';

/** The 400 of a cursor the service cannot read, on the `cursor` field. */
export function badCursorError(): AppError {
  return new AppError('VALIDATION_FAILED', BAD_CURSOR_MESSAGE, [
    { field: 'cursor', message: BAD_CURSOR_MESSAGE },
  ]);
}

/** The `[sortValue, id]` of a cursor; throws the 400 of `badCursorError` when it is not one. */
export function readCursor(cursor: string): [string | number | null, string] {
  const decoded = decodeCursor(cursor);
  if (!decoded) throw badCursorError();
  return decoded;
}

/**
 * True for PostgreSQL's data exceptions (SQLSTATE class 22: a text that is no timestamp, uuid or
 * number, a date out of range, a NUL byte): what a decodable but forged cursor causes once its
 * values meet the sort column. A list query given a cursor turns them into `badCursorError`.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

export type ListRpcOptions<Row extends TObject, Filter extends TObject, Sort extends string> = {
  service: string;
  type: string;
  version?: number;
  row: Row;
  filter: Filter;
  /** The columns a list can be sorted by (each backed by an index with the id). */
  sortFields: readonly [Sort, ...Sort[]];
};

export function listRequestSchema<Filter extends TObject, Sort extends string>(
  filter: Filter,
  sortFields: readonly [Sort, ...Sort[]],
) {
  return Type.Object(
    {
      filter,
      sort: Type.Object(
        {
          field: Type.Union(sortFields.map((field) => Type.Literal(field))),
          direction: SortDirection,
        },
        { additionalProperties: false },
      ),
      cursor: Type.Optional(Cursor),
      limit: Type.Union([...PAGE_SIZES, EXPORT_PAGE_SIZE].map((size) => Type.Literal(size))),
    },
    { additionalProperties: false },
  );
}

export function listReplySchema<Row extends TSchema>(row: Row) {
  return Type.Object(
    {
      rows: Type.Array(row),
      nextCursor: Type.Union([Cursor, Type.Null()]),
      total: Type.Integer({ minimum: 0 }),
      /**
       * True when `total` is a lower bound: a search matched more rows than the service counts
       * (counting every match of a common word cost more than the page itself).
       */
      totalCapped: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  );
}

/** A list RPC: the request and reply of DESIGN.md section 8 around the list's row and filter. */
export function defineListRpc<Row extends TObject, Filter extends TObject, Sort extends string>(
  options: ListRpcOptions<Row, Filter, Sort>,
) {
  const rpc = defineRpc({
    service: options.service,
    type: options.type,
    version: options.version ?? 1,
    request: listRequestSchema(options.filter, options.sortFields),
    response: listReplySchema(options.row),
  });
  return { ...rpc, row: options.row, filter: options.filter, sortFields: options.sortFields };
}

export type ListRpc = RpcDefinition & { row: TObject; filter: TObject; sortFields: readonly string[] };
export type ListRequest<L extends ListRpc> = Static<L['request']>;
export type ListReply<L extends ListRpc> = Static<L['response']>;
export type ListRow<L extends ListRpc> = Static<L['row']>;
