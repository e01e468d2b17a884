import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase, SubscriptionsTable } from '../database-schema.ts';

// Subscriptions (step 01) and what subscribing reads (rpc/subscribe-offer.ts).

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

/** The offer's state and what its comparison said of the visitor; null for an unknown offer. */
export async function findOfferToSubscribe(db: Db, offerId: string) {
  const offer = await db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select(['offers.state', 'comparisons.credentials', 'comparisons.members'])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  return offer ?? null;
}

/** Whether this address (any case) already has a subscription under way (subscribed or in review). */
export async function hasSubscriptionUnderWay(db: Db, email: string): Promise<boolean> {
  const underWay = await db
    .selectFrom('subscriptions')
    .innerJoin('offers', 'offers.id', 'subscriptions.offer_id')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select('subscriptions.id')
    .where(sql<string>`lower(comparisons.email)`, '=', email.toLowerCase())
    .where('offers.state', 'in', ['subscribed', 'in_review'])
    .executeTakeFirst();
  return underWay !== undefined;
}

/** Two offers of the same person subscribed at once: the second waits for the first's commit. */
export async function lockSubscriberAddress(trx: Transaction<OfferDatabase>, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`offer-subscription:${email.toLowerCase()}`}))`.execute(
    trx,
  );
}

/** Stores a subscription (its NIR and IBAN already encrypted); returns its id and time. */
export async function insertSubscription(
  trx: Transaction<OfferDatabase>,
  subscription: Insertable<SubscriptionsTable>,
): Promise<{ id: string; created_at: Date }> {
  return trx
    .insertInto('subscriptions')
    .values(subscription)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The offer's encrypted and masked NIR and IBAN; null when it has no subscription. */
export async function findSubscriptionSecrets(db: Db, offerId: string) {
  const subscription = await db
    .selectFrom('subscriptions')
    .select(['nir_encrypted', 'nir_masked', 'iban_encrypted', 'iban_masked'])
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return subscription ?? null;
}

/** The offer's subscription row; null when it has none. */
export async function findSubscriptionOfOffer(db: Db, offerId: string) {
  const subscription = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return subscription ?? null;
}

/** The people the offer's subscription insures by name, with the contact; null without a subscription. */
export async function findNamedBeneficiaries(db: Db, offerId: string) {
  const named = await db
    .selectFrom('subscriptions')
    .innerJoin('offers', 'offers.id', 'subscriptions.offer_id')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select(['subscriptions.beneficiaries', 'comparisons.credentials'])
    .where('subscriptions.offer_id', '=', offerId)
    .executeTakeFirst();
  return named ?? null;
}

/**
 * Gives `customerId` the subscriptions stored without a customer for offers made with this
 * address (any case); returns their offer ids.
 */
export async function attachUnattachedSubscriptionsByEmail(
  db: Db,
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
  return attached.map((row) => row.offer_id);
}
