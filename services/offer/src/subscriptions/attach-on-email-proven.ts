import {
  type CustomerEmailProvenData,
  customerEmailProven,
} from '@courtage/contracts/auth/email-proven.event';
import type { EventEnvelope, Subscription } from '@courtage/runtime/bus';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

/**
 * Attaches to `customerId` the subscriptions stored unattached for `email` (issue 12: made
 * signed out, without the emailed link, while an account already had the address) and their
 * offers, which then show in that customer's area. Only unattached rows change: an offer that
 * holds an account keeps it. Returns the offer ids attached.
 */
export async function attachUnattachedSubscriptions(
  db: Kysely<OfferDatabase> | Transaction<OfferDatabase>,
  customerId: string,
  email: string,
): Promise<string[]> {
  const attached = await db
    .updateTable('subscriptions')
    .set({ user_id: customerId })
    .where('user_id', 'is', null)
    .where('offer_id', 'in', (eb) =>
      eb
        .selectFrom('offers')
        .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
        .select('offers.id')
        .where(sql<string>`lower(comparisons.email)`, '=', email.trim().toLowerCase()),
    )
    .returning('offer_id')
    .execute();
  const offerIds = attached.map((row) => row.offer_id);
  if (offerIds.length > 0) {
    await db
      .updateTable('offers')
      .set({ user_id: customerId, updated_at: new Date() })
      .where('id', 'in', offerIds)
      .where('user_id', 'is', null)
      .execute();
  }
  return offerIds;
}

/** offer's subscription to `auth.customer-email.proven` (sign-in, verification or reset link). */
export function attachOnEmailProvenSubscription(db: Kysely<OfferDatabase>): Subscription {
  return {
    consumer: 'offer',
    purpose: 'attach-subscriptions',
    events: [customerEmailProven],
    inboxDb: db,
    async handle(event: EventEnvelope, ctx) {
      const { customerId, email } = event.data as CustomerEmailProvenData;
      const trx = (ctx.trx ?? db) as Transaction<OfferDatabase>;
      const offerIds = await attachUnattachedSubscriptions(trx, customerId, email);
      if (offerIds.length > 0) {
        ctx.logger.info({ customerId, offerIds }, 'unattached subscriptions attached to their owner');
      }
    },
  };
}
