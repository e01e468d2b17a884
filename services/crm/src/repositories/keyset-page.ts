import {
  badCursorError,
  encodeCursor,
  isDataException,
  readCursor,
} from '@courtage/contracts/list/define-list-rpc';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

export type KeysetOptions = {
  /** Qualified column the page is sorted by (`contact_queries.created_at`), indexed with the id. */
  sortColumn: string;
  idColumn: string;
  direction: 'asc' | 'desc';
  cursor?: string;
  limit: number;
};

/**
 * One keyset page of `query` (DESIGN.md section 8): rows after the cursor's `(sortValue, id)` in
 * the sort order, `limit + 1` fetched to know whether a next page exists. The sort value goes
 * into the cursor as the column's PostgreSQL text (`created_at::text` keeps the microseconds a
 * JavaScript Date would lose, so no row is skipped or repeated at a page boundary).
 */
export async function fetchKeysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: KeysetOptions,
): Promise<{ rows: O[]; nextCursor: string | null }> {
  const sort = sql.ref(options.sortColumn);
  const id = sql.ref(options.idColumn);
  let page = query.select(sql<string>`${sort}::text`.as('keyset_sort_value'));
  if (options.cursor !== undefined) {
    const [value, lastId] = readCursor(options.cursor);
    const after = options.direction === 'asc' ? sql.raw('>') : sql.raw('<');
    // biome-ignore lint/suspicious/noExplicitAny: a raw boolean expression on the builder's own tables
    page = page.where(sql<boolean>`(${sort}, ${id}) ${after} (${value}, ${lastId})` as any);
  }
  const rows = (await page
    .orderBy(sort, options.direction)
    .orderBy(id, options.direction)
    .limit(options.limit + 1)
    .execute()
    .catch((error: unknown) => {
      // A decodable cursor whose values are not the columns' (forged): 400, not 500.
      throw options.cursor !== undefined && isDataException(error) ? badCursorError() : error;
    })) as (O & { keyset_sort_value: string; id: string })[];
  const hasMore = rows.length > options.limit;
  const kept = hasMore ? rows.slice(0, options.limit) : rows;
  const last = kept.at(-1);
  return {
    rows: kept,
    nextCursor: hasMore && last ? encodeCursor(last.keyset_sort_value, last.id) : null,
  };
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A search for `text` anywhere in any of `columns`, accents and case ignored (`search_fold`,
 * migration 0034: PostgreSQL folds both sides; 'elodie' finds 'Élodie').
 */
export function foldedContains(columns: readonly string[], text: string): RawBuilder<boolean> {
  const pattern = sql`search_fold(${containsPattern(text)})`;
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`search_fold(${sql.ref(column)}) like ${pattern}`),
    sql` or `,
  )})`;
}
