import type { PurgeReportSchema } from '@courtage/contracts/privacy/purge.rpc';
import { RETENTION_RULES, retentionCutoff } from '@courtage/contracts/privacy/retention';
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

type PurgeReport = Static<typeof PurgeReportSchema>;

/**
 * Deletes comparisons with everything hanging off them: the consents given with them, their
 * offers' notes, state and call-back history, bookings (a seat still held is given back) and
 * offers. Used by the retention purge and by an executed erasure request; in the caller's
 * transaction.
 */
export async function deleteComparisons(
  trx: Transaction<OfferDatabase>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const offers = trx.selectFrom('offers').select('id').where('comparison_id', 'in', ids);
  await trx.deleteFrom('consent_records').where('source_id', 'in', ids).execute();
  await trx.deleteFrom('offer_notes').where('offer_id', 'in', offers).execute();
  await trx.deleteFrom('offer_state_history').where('offer_id', 'in', offers).execute();
  await trx.deleteFrom('offer_callback_history').where('offer_id', 'in', offers).execute();
  await sql`update slots s set booked = greatest(s.booked - held.n, 0)
    from (select slot_id, count(*)::int as n from bookings
          where released_at is null and offer_id in (select id from offers where comparison_id in (${sql.join(ids)}))
          group by slot_id) held
    where s.id = held.slot_id`.execute(trx);
  await trx.deleteFrom('bookings').where('offer_id', 'in', offers).execute();
  await trx.deleteFrom('offers').where('comparison_id', 'in', ids).execute();
  await trx.deleteFrom('comparisons').where('id', 'in', ids).execute();
}

/** At most this many comparisons per run (one transaction): a backlog goes over several runs. */
export const PURGE_BATCH = 5000;

/**
 * Deletes the prospects due under RETENTION_RULES.prospects: a comparison none of whose offers
 * became a customer's (linked to an account or subscribed), whose last contact (the comparison,
 * a state change, a booking) is older than the period; with it go its offers, their notes,
 * history and bookings, and the consents given with it. A customer's comparison is kept (the
 * contract's life plus the legal period): counted as kept with the reason.
 */
export async function purgeDueOfferData(db: Kysely<OfferDatabase>, now: Date): Promise<PurgeReport> {
  const cutoff = retentionCutoff('prospects', now);
  if (!cutoff) throw new Error('prospects have no retention period');
  return db.transaction().execute(async (trx) => {
    const lastContact = sql`greatest(
        c.created_at,
        coalesce((select max(o.updated_at) from offers o where o.comparison_id = c.id), c.created_at),
        coalesce((select max(h.at) from offer_state_history h join offers o on o.id = h.offer_id
                  where o.comparison_id = c.id), c.created_at),
        coalesce((select max(b.created_at) from bookings b join offers o on o.id = b.offer_id
                  where o.comparison_id = c.id), c.created_at))`;
    const isCustomer = sql`exists (select 1 from offers o left join subscriptions s on s.offer_id = o.id
        where o.comparison_id = c.id and (o.user_id is not null or s.id is not null))`;
    const due = await sql<{ id: string }>`
      select c.id from comparisons c
      where ${lastContact} < ${cutoff} and not ${isCustomer}
      order by c.created_at limit ${PURGE_BATCH} for update of c skip locked`.execute(trx);
    const ids = due.rows.map((r) => r.id);
    const kept = await sql<{ n: string }>`
      select count(*) as n from comparisons c where ${lastContact} < ${cutoff} and ${isCustomer}`.execute(
      trx,
    );
    await deleteComparisons(trx, ids);
    const keptCount = Number(kept.rows[0]?.n ?? 0);
    return {
      service: 'offer',
      ranAt: now.toISOString(),
      categories: [
        { category: RETENTION_RULES.prospects.category, deleted: ids.length, kept: 0, holdReason: '' },
        {
          category: RETENTION_RULES.customers.category,
          deleted: 0,
          kept: keptCount,
          holdReason: keptCount > 0 ? RETENTION_RULES.customers.basis : '',
        },
      ],
    };
  });
}
