import { sql } from 'kysely';
import type { RecordsContext } from '../records-context.ts';
import { containsPattern, fetchKeysetPage } from './keyset-page.ts';

type Filter = {
  status?: 'en_attente' | 'actif' | 'suspendu' | 'resilie';
  companyId?: string;
  contactId?: string;
  renewalWithinDays?: number;
  q?: string;
};

export function filtered(ctx: RecordsContext, filter: Filter) {
  let query = ctx.db.selectFrom('contracts');
  if (filter.status) query = query.where('contracts.status', '=', filter.status);
  if (filter.companyId) query = query.where('contracts.company_id', '=', filter.companyId);
  if (filter.contactId) query = query.where('contracts.contact_id', '=', filter.contactId);
  if (filter.renewalWithinDays)
    query = query.where(
      sql<boolean>`contracts.renewal_date between current_date and current_date + ${filter.renewalWithinDays}::int`,
    );
  if (filter.q?.trim())
    query = query.where(
      'contracts.search_text',
      'like',
      sql<string>`search_fold(${containsPattern(filter.q)})`,
    );
  return query;
}

const SORT_COLUMNS = {
  createdAt: 'contracts.created_at',
  renewalDate: 'contracts.renewal_date',
  monthlyPremium: 'contracts.monthly_premium',
} as const;

/** A keyset page of the filtered contracts and their count, at once. */
export async function contractPage(
  ctx: RecordsContext,
  filter: Filter,
  sort: { field: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc' },
  cursor: string | undefined,
  limit: number,
) {
  const [page, count] = await Promise.all([
    fetchKeysetPage(filtered(ctx, filter).selectAll('contracts'), {
      sortColumn: SORT_COLUMNS[sort.field],
      idColumn: 'contracts.id',
      direction: sort.direction,
      cursor,
      limit,
    }),
    filtered(ctx, filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.rows, nextCursor: page.nextCursor, total: count.total };
}

/** The filtered portfolio's count, premiums, commissions and renewals (cancelled ones excluded from sums). */
export async function contractTotals(ctx: RecordsContext, filter: Filter) {
  return filtered(ctx, filter)
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(monthly_premium) filter (where status <> 'resilie'), 0)`.as('premiums'),
      sql<string>`coalesce(sum(round(monthly_premium * commission_rate) / 100) filter (where status <> 'resilie'), 0)`.as(
        'commissions',
      ),
      sql<number>`(count(*) filter (where renewal_date between current_date and current_date + 60))::int`.as(
        'renewals',
      ),
    ])
    .executeTakeFirstOrThrow();
}
