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
  /**
   * Sorted by a column the matches cluster in (a name: all "Pharmacie…" together): every match
   * is materialized and sorted, walking the sort index to them would read most of it.
   */
  materializeAll: boolean;
  /** More columns computed for the page's rows only (scalar subqueries on `p`). */
  pageColumns?: RawBuilder<unknown>;
  cursor?: string;
  limit: number;
};

/**
 * A search's keyset page and its matches counted up to TOTAL_CAP, in one statement (one round
 * trip, one plan). The matches are materialized first through the search's index (at most
 * TOTAL_CAP + 1 of them, or all with `materializeAll`) and counted from there. When they are all
 * there, the page is sorted from them; when there are more, the page walks the sort index with
 * the filter, which finds a page of a common word after a few hundred entries. The two branches
 * stand behind one-time filters on the count: PostgreSQL runs one of them. The planner alone
 * cannot tell them apart: it does not know how many rows a prefix query matches.
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
  const order = sql`order by ${sort} ${direction}, id ${direction} limit ${options.limit + 1}`;
  const all = options.materializeAll;
  const counted = sql`(select n from counted)`;
  const { rows } = await sql<Row & { keyset_sort_value: string; match_count: number }>`
    with matches as materialized (
      select ${columns} from ${table} where ${options.where} ${all ? sql`` : sql`limit ${TOTAL_CAP + 1}`}
    ),
    counted as (select count(*)::int as n from (select from matches limit ${TOTAL_CAP + 1}) m)
    select p.*, ${options.pageColumns ? sql`${options.pageColumns},` : sql``}
      p.${sort}::text as keyset_sort_value, ${counted} as match_count
    from (
      (select * from matches where ${after} ${all ? sql`` : sql`and ${counted} <= ${TOTAL_CAP}`} ${order})
      ${
        all
          ? sql``
          : sql`union all
      (select ${columns} from ${table} where ${options.where} and ${after} and ${counted} > ${TOTAL_CAP} ${order})`
      }
    ) p
    order by p.${sort} ${direction}, p.id ${direction}`
    .execute(db)
    .catch((error: unknown) => {
      // A decodable cursor whose values are not the columns' (forged): 400, not 500.
      throw options.cursor !== undefined && isDataException(error) ? badCursorError() : error;
    });
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
