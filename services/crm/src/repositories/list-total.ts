import { type SelectQueryBuilder, sql } from 'kysely';
import type { RecordsDb } from '../records-schema.ts';

/**
 * A search counts its matches up to this many; above, the list says "plus de 1 000". Counting
 * every match of a common word (4,000 of 50,000 companies) cost more than the page itself.
 */
export const TOTAL_CAP = 1000;

export type ListTotal = { total: number; totalCapped?: true };

/** The matches of `query` counted up to TOTAL_CAP (one more row read tells there are more). */
export async function cappedTotal<DB, TB extends keyof DB, O>(
  db: RecordsDb,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<ListTotal> {
  const matches = query
    .select(sql<number>`1`.as('one'))
    .limit(TOTAL_CAP + 1)
    .as('matches');
  const row = await db
    // biome-ignore lint/suspicious/noExplicitAny: a subquery of any of the records' tables
    .selectFrom(matches as any)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const n = (row as { n: number }).n;
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n };
}

/** Scopes of `crm_list_totals` (migration 0020), kept by triggers on companies and contacts. */
export type TotalScope =
  | 'companies'
  | 'companies:prospect'
  | 'companies:client'
  | 'contacts'
  | 'contacts:standalone';

/** An unfiltered list's exact total, read from `crm_list_totals` (no count over the table). */
export async function keptTotal(db: RecordsDb, scope: TotalScope): Promise<ListTotal> {
  const { rows } = await sql<{
    n: number;
  }>`select n::int as n from crm_list_totals where scope = ${scope}`.execute(db);
  const row = rows[0];
  return { total: Math.max(0, row?.n ?? 0) };
}
