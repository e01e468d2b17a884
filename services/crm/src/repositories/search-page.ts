import {
  badCursorError,
  encodeCursor,
  isDataException,
  readCursor,
} from '@courtage/contracts/list/define-list-rpc';
import { type RawBuilder, sql } from 'kysely';
import type { RecordsDb } from '../records-schema.ts';
import { type ListTotal, TOTAL_CAP } from './list-total.ts';

export type SearchPageOptions = {
  table: 'companies' | 'contacts';
  /** Unqualified columns the page reads, `id` and the sort column among them. */
  columns: readonly string[];
  /** The search on the table's own columns, unqualified (GIN or btree condition). */
  where: RawBuilder<unknown>;
  /** Unqualified sort column, indexed with `id`. */
  sortColumn: string;
  direction: 'asc' | 'desc';
  /** Entries of the sort index a bounded walk reads before giving up (tests set it small). */
  walkLimit?: number;
  /** More columns computed for the page's rows only (scalar subqueries on `p`). */
  pageColumns?: RawBuilder<unknown>;
  cursor?: string;
  limit: number;
};

/**
 * How far the sort index is walked for a page of a common search. A word matching one row in
 * eight (`chloe` among 500,000 contacts) fills a page within 200 entries; `ines nom4` (13,888
 * matches, most of them among the oldest contacts) fills the newest page after 4,100. Walking
 * 10,000 entries, testing each, takes about 4 ms: less than a second pass over the search's
 * index for a word that common.
 */
const WALK_LIMIT = 10_000;

type PageRow<Row> = Row & { keyset_sort_value: string; match_count: number };

/**
 * A search's keyset page and its matches counted up to TOTAL_CAP, in one statement (one round
 * trip, one plan). The matches are materialized first through the search's index (at most
 * TOTAL_CAP + 1 of them) and counted from there. When they are all there, the page is sorted
 * from them; when there are more, the page walks a bounded stretch of the sort index
 * (`walkLimit` entries), testing each row, which finds a page of a common word after a few
 * hundred entries. The two branches stand behind one-time filters on the count: PostgreSQL runs
 * one of them. The planner alone cannot tell them apart: it does not know how many rows a prefix
 * query matches (and, left to choose, answered the walk with a second pass over the search's
 * index: 35 ms instead of 12 for `ines nom4` among 500,000 contacts).
 * The walk is bounded because the matches of a common word may cluster in the sort order (all
 * "Pharmacie…" together, far down the name index, or 5,000 contacts imported one day): when the
 * stretch walked holds no full page, a second statement sorts every match.
 * `count` is null past the end of the list (no row to carry it): count it on its own then.
 */
export async function searchPage<Row extends { id: string }>(
  db: RecordsDb,
  options: SearchPageOptions,
): Promise<{ rows: Row[]; nextCursor: string | null; count: ListTotal | null }> {
  const table = sql.table(options.table);
  const sort = sql.ref(options.sortColumn);
  const direction = sql.raw(options.direction);
  let after = sql`true`;
  if (options.cursor !== undefined) {
    const [value, lastId] = readCursor(options.cursor);
    after = sql`(${sort}, id) ${sql.raw(options.direction === 'asc' ? '>' : '<')} (${value}, ${lastId})`;
  }
  const columns = sql.join(options.columns.map((column) => sql.ref(column)));
  const orderBy = sql`order by ${sort} ${direction}, id ${direction}`;
  const order = sql`${orderBy} limit ${options.limit + 1}`;
  const pageOrder = sql`order by p.${sort} ${direction}, p.id ${direction}`;
  const counted = sql`(select n from counted)`;
  const extra = options.pageColumns ? sql`${options.pageColumns},` : sql``;
  const run = (statement: RawBuilder<PageRow<Row>>) =>
    statement.execute(db).catch((error: unknown) => {
      // A decodable cursor whose values are not the columns' (forged): 400, not 500.
      throw options.cursor !== undefined && isDataException(error) ? badCursorError() : error;
    });
  // The search is a column of the walked rows, not a condition: the planner cannot answer it
  // from the search's index, and tests it on each row the walk reads.
  const walk = sql`select ${columns} from (
      select ${columns}, (${options.where}) as hit from ${table}
      where ${after} and ${counted} > ${TOTAL_CAP} ${orderBy} limit ${options.walkLimit ?? WALK_LIMIT}
    ) w where hit ${order}`;
  let { rows } = await run(sql<PageRow<Row>>`
    with matches as materialized (
      select ${columns} from ${table} where ${options.where} limit ${TOTAL_CAP + 1}
    ),
    counted as (select count(*)::int as n from matches)
    select p.*, ${extra} p.${sort}::text as keyset_sort_value, ${counted} as match_count
    from (
      (select * from matches where ${after} and ${counted} <= ${TOTAL_CAP} ${order})
      union all
      (${walk})
    ) p
    ${pageOrder}`);
  // No row: nothing matched, the list ended, or the walk found none (it carries no count).
  const walked = rows[0] === undefined || rows[0].match_count > TOTAL_CAP;
  if (walked && rows.length <= options.limit) {
    // The bounded walk held no full page: the matches cluster further down, or the list ends.
    // With no match at all this reads nothing either (the search's index finds none).
    ({ rows } = await run(sql<PageRow<Row>>`
      with matches as materialized (select ${columns} from ${table} where ${options.where})
      select p.*, ${extra} p.${sort}::text as keyset_sort_value, ${TOTAL_CAP + 1} as match_count
      from (select * from matches where ${after} ${order}) p
      ${pageOrder}`));
  }
  const hasMore = rows.length > options.limit;
  const kept = hasMore ? rows.slice(0, options.limit) : rows;
  const last = kept.at(-1);
  const matched = rows[0]?.match_count;
  let count: ListTotal | null = null;
  if (matched !== undefined)
    count = matched > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: matched };
  // No row on a first page: nothing matched.
  else if (options.cursor === undefined) count = { total: 0 };
  return {
    rows: kept,
    nextCursor: hasMore && last ? encodeCursor(last.keyset_sort_value, last.id) : null,
    count,
  };
}
