import { customerEmailProven } from '@courtage/contracts/auth/email-proven.event';
import { defineSubscription, type Subscription } from '@courtage/runtime/bus';
import type { Kysely, Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { attachOffersToCustomer } from '../repositories/offers-repository.ts';
import { attachUnattachedSubscriptionsByEmail } from '../repositories/subscriptions-repository.ts';

/**
 * Attaches to `customerId` the subscriptions stored unattached for `email` (made
 * signed out, without the emailed link, while an account already had the address) and their
 * offers, which then show in that customer's area. Only unattached rows change: an offer that
 * holds an account keeps it. Returns the offer ids attached.
 */
export async function attachUnattachedSubscriptions(
  db: Kysely<OfferDatabase> | Transaction<OfferDatabase>,
  customerId: string,
  email: string,
): Promise<string[]> {
  const offerIds = await attachUnattachedSubscriptionsByEmail(db, customerId, email);
  if (offerIds.length > 0) await attachOffersToCustomer(db, offerIds, customerId);
  return offerIds;
}

/** offer's subscription to `auth.customer-email.proven` (sign-in, verification or reset link). */
export function attachOnEmailProvenSubscription(db: Kysely<OfferDatabase>): Subscription {
  return defineSubscription({
    consumer: 'offer',
    purpose: 'attach-subscriptions',
    events: [customerEmailProven],
    inboxDb: db,
    async handle(event, ctx) {
      const { customerId, email } = event.data;
      const trx = (ctx.trx ?? db) as Transaction<OfferDatabase>;
      const offerIds = await attachUnattachedSubscriptions(trx, customerId, email);
      if (offerIds.length > 0) {
        ctx.logger.info({ customerId, offerIds }, 'unattached subscriptions attached to their owner');
      }
    },
  });
}
