import type { listReceivedOffers } from '@courtage/contracts/crm/list-received-offers.rpc';
import type { OfferListFilter, OfferListRow, OfferListSortField } from '@courtage/contracts/crm/offer-lists';
import type { ListRequest } from '@courtage/contracts/list/define-list-rpc';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import type { OfferReadModelTable } from '../offers/read-model-schema.ts';
import { containsPattern, fetchKeysetPage } from './keyset-page.ts';
import { parisDayStart } from './paris-day.ts';

/** The indexed column behind each sortable field (migration 0010: each with the id). */
const SORT_COLUMN: Record<OfferListSortField, string> = {
  createdDate: 'offer_read_model.created_at',
  email: 'offer_read_model.email',
  phoneNumber: 'offer_read_model.phone_number',
  city: 'offer_read_model.city',
  provider: 'offer_read_model.provider',
  monthlyPrice: 'offer_read_model.monthly_cents',
  yearlyPrice: 'offer_read_model.yearly_cents',
  dateSlot: 'offer_read_model.slot_key',
  timeSlot: 'offer_read_model.time_slot',
  state: 'offer_read_model.state',
  assigneeName: 'offer_read_model.assignee_name',
};

type Eb = ExpressionBuilder<CrmDatabase, 'offer_read_model'>;
type Scope = (eb: Eb) => ReturnType<Eb['and']>;

/** The filter as one WHERE expression (period on the creation date in Paris days, both included). */
function filterExpression(filter: OfferListFilter, scope: Scope) {
  return (eb: Eb) => {
    const conditions = [scope(eb)];
    if (filter.from) conditions.push(eb('created_at', '>=', parisDayStart(filter.from)));
    if (filter.to) conditions.push(eb('created_at', '<', parisDayStart(filter.to, true)));
    if (filter.state) conditions.push(eb('state', '=', filter.state));
    if (filter.insurer) conditions.push(eb('provider_code', '=', filter.insurer));
    if (filter.q) {
      // Name either way round, e-mail, phone, city or postal code, accents and case ignored
      // (search_text, migration 0034: folded by PostgreSQL, trigram index).
      conditions.push(
        eb(sql<string>`search_text`, 'like', sql<string>`search_fold(${containsPattern(filter.q)})`),
      );
    }
    return eb.and(conditions);
  };
}

type Row = Omit<
  Selectable<OfferReadModelTable>,
  'slot_key' | 'state_at' | 'confirmed_at' | 'signed_at' | 'cancelled_at' | 'assigned_at'
>;

export function toOfferListRow(row: Row): OfferListRow {
  return {
    id: row.id,
    comparisonId: row.comparison_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    postalCode: row.postal_code,
    city: row.city,
    provider: row.provider,
    providerCode: row.provider_code,
    planName: row.plan_name,
    formulaName: row.formula_name,
    insuranceLine: row.insurance_line,
    monthlyPrice: row.monthly_cents / 100,
    yearlyPrice: row.yearly_cents / 100,
    dateSlot: row.date_slot || null,
    timeSlot: row.time_slot || null,
    createdDate: row.created_at.toISOString(),
    state: row.state as OfferState,
    subscribedAt: row.subscribed_at?.toISOString() ?? null,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name || null,
    updatedAt: row.updated_at.toISOString(),
  };
}

const COLUMNS = [
  'id',
  'comparison_id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'postal_code',
  'city',
  'provider',
  'provider_code',
  'plan_name',
  'formula_name',
  'insurance_line',
  'monthly_cents',
  'yearly_cents',
  'date_slot',
  'time_slot',
  'created_at',
  'state',
  'subscribed_at',
  'assignee_id',
  'assignee_name',
  'updated_at',
] as const;

/**
 * The scope of `offer_read_model_totals` that holds a list's total, if one does: without a
 * filter, the list's own count (migration 0011); filtered by state alone, in the received or
 * submitted list, the per-state count (migration 0031). Any other filter counts its rows.
 */
function keptTotalScope(filter: OfferListFilter, totalScope: string): string | undefined {
  const { state, ...others } = filter;
  if (!Object.values(others).every((value) => value === undefined)) return undefined;
  if (state === undefined) return totalScope;
  return totalScope === 'received' || totalScope === 'submitted' ? `${totalScope}:${state}` : undefined;
}

async function keptTotal(db: Kysely<CrmDatabase>, scope: string): Promise<number> {
  const kept = await sql<{ n: string }>`select n from offer_read_model_totals where scope = ${scope}`.execute(
    db,
  );
  return Number(kept.rows[0]?.n ?? 0);
}

/**
 * One page and the total of the read model's rows in `scope` matching the request's filter. A
 * kept total is read by the page's own statement (a scalar subquery: one round trip and one
 * pooled connection per page); a filter without one counts its rows alongside.
 */
export async function listOffersPage(
  db: Kysely<CrmDatabase>,
  request: ListRequest<typeof listReceivedOffers>,
  scope: Scope,
  totalScope: string,
) {
  const where = filterExpression(request.filter, scope);
  const keptScope = keptTotalScope(request.filter, totalScope);
  const base = db.selectFrom('offer_read_model').where(where).select(COLUMNS);
  const withTotal =
    keptScope === undefined
      ? base
      : base.select(
          sql<string | null>`(select n from offer_read_model_totals where scope = ${keptScope})`.as(
            'kept_total',
          ),
        );
  const counted =
    keptScope === undefined
      ? db
          .selectFrom('offer_read_model')
          .where(where)
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.total))
      : undefined;
  const [page, countedTotal] = await Promise.all([
    fetchKeysetPage(
      withTotal as unknown as SelectQueryBuilder<
        CrmDatabase,
        'offer_read_model',
        Row & { kept_total?: string | null }
      >,
      {
        sortColumn: SORT_COLUMN[request.sort.field],
        idColumn: 'offer_read_model.id',
        direction: request.sort.direction,
        limit: request.limit,
        ...(request.cursor ? { cursor: request.cursor } : {}),
      },
    ),
    counted,
  ]);
  const first = page.rows[0];
  const total =
    countedTotal !== undefined
      ? countedTotal
      : first !== undefined
        ? Number(first.kept_total ?? 0)
        : // A page past the end has no row to carry the total.
          await keptTotal(db, keptScope as string);
  return { rows: page.rows.map(toOfferListRow), nextCursor: page.nextCursor, total };
}
