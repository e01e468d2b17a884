import { type Kysely, sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { COMPARISON_START_DATE, OFFER_COLUMNS } from './offer-columns.ts';

// Offers and their state history: state changes, the event summary, staff locks and assignment.

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

/**
 * An offer row locked (FOR UPDATE) for a state change, with what its events need; callers add
 * their own columns (`.select(...)`) and pick how a missing row fails.
 */
export function selectOfferForChange(trx: Transaction<OfferDatabase>, offerId: string) {
  return trx
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select([
      'offers.id',
      'offers.comparison_id',
      'offers.state',
      'offers.formula_id',
      'offers.monthly_cents',
      'offers.yearly_cents',
      'offers.meets_all_levels',
      'offers.option_codes',
      COMPARISON_START_DATE,
    ])
    .where('offers.id', '=', offerId)
    .forUpdate('offers');
}

/** The offer's id, comparison and state, locked (FOR UPDATE); null for an unknown offer. */
export async function lockOfferState(trx: Transaction<OfferDatabase>, offerId: string) {
  const offer = await trx
    .selectFrom('offers')
    .select(['id', 'comparison_id', 'state'])
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirst();
  return offer ?? null;
}

/** Sets the offer's state (and its customer when given). */
export async function updateOfferState(
  trx: Transaction<OfferDatabase>,
  offerId: string,
  change: { state: string; at: Date; userId?: string },
): Promise<void> {
  await trx
    .updateTable('offers')
    .set({ state: change.state, updated_at: change.at, ...(change.userId ? { user_id: change.userId } : {}) })
    .where('id', '=', offerId)
    .execute();
}

/** One line of the offer's state history. */
export async function insertStateHistory(
  trx: Transaction<OfferDatabase>,
  entry: {
    offerId: string;
    from: string;
    to: string;
    actor: unknown;
    note: string | null;
    actorName: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('offer_state_history')
    .values({
      offer_id: entry.offerId,
      from_state: entry.from,
      to_state: entry.to,
      actor: JSON.stringify(entry.actor),
      note: entry.note,
      actor_name: entry.actorName,
    })
    .execute();
}

/**
 * The offer joined with its comparison, immutable formula, plan version, plan, insurer and
 * booking, as every `offer.offer.*` event describes it; null for an unknown offer.
 */
export async function findOfferEventRow(db: Db, offerId: string) {
  const row = await db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .innerJoin('formulas', 'formulas.id', 'offers.formula_id')
    .innerJoin('plan_versions', 'plan_versions.id', 'formulas.plan_version_id')
    .innerJoin('plans', 'plans.id', 'plan_versions.plan_id')
    .innerJoin('insurers', 'insurers.id', 'plans.insurer_id')
    .leftJoin('bookings', 'bookings.offer_id', 'offers.id')
    .leftJoin('slots', 'slots.id', 'bookings.slot_id')
    .select([
      'offers.comparison_id',
      'offers.state',
      'offers.monthly_cents',
      'offers.yearly_cents',
      'comparisons.credentials',
      'comparisons.created_at',
      sql<string>`comparisons.start_date::text`.as('start_date'),
      'formulas.id as formula_id',
      'formulas.code as formula_code',
      'formulas.name as formula_name',
      'offers.option_codes',
      'plan_versions.options',
      'plans.id as plan_id',
      'plans.code as plan_code',
      'plan_versions.plan_name',
      'insurers.code as insurer_code',
      'insurers.name as insurer_name',
      sql<string | null>`slots.slot_date::text`.as('slot_date'),
      'slots.slot_time',
    ])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The offer a staff action changes, locked (FOR UPDATE) until the transaction ends; null if unknown. */
export async function lockOfferForStaffAction(trx: Transaction<OfferDatabase>, offerId: string) {
  const offer = await trx
    .selectFrom('offers')
    .select(['id', 'comparison_id', 'state', 'assignee_id', 'assignee_name'])
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirst();
  return offer ?? null;
}

/** Gives the offer to a staff member (null: nobody). */
export async function updateOfferAssignee(
  trx: Transaction<OfferDatabase>,
  offerId: string,
  change: { assignee: { id: string; name: string } | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('offers')
    .set({
      assignee_id: change.assignee?.id ?? null,
      assignee_name: change.assignee?.name ?? null,
      assigned_at: change.assignee ? change.at : null,
      updated_at: change.at,
    })
    .where('id', '=', offerId)
    .execute();
}

/** How many confirmed offers each of these staff members holds (those holding none are left out). */
export async function countOpenCallbacks(trx: Transaction<OfferDatabase>, staffIds: string[]) {
  return trx
    .selectFrom('offers')
    .select(['assignee_id', sql<string>`count(*)`.as('open')])
    .where('state', '=', 'confirmed')
    .where('assignee_id', 'in', staffIds)
    .groupBy('assignee_id')
    .execute();
}

/** Serialises auto-assignments until the transaction ends. */
export async function lockAutoAssignment(trx: Transaction<OfferDatabase>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('offer.auto-assign'))`.execute(trx);
}

/** The offer's state and assignee, locked (FOR UPDATE); null for an unknown offer. */
export async function lockOfferAssignment(trx: Transaction<OfferDatabase>, offerId: string) {
  const offer = await trx
    .selectFrom('offers')
    .select(['state', 'assignee_id'])
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirst();
  return offer ?? null;
}

/** What the back-office shows of an offer besides its detail; null for an unknown offer. */
export async function findStaffOfferRow(db: Db, offerId: string) {
  const row = await db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select([
      'offers.assignee_id',
      'offers.assignee_name',
      'offers.assigned_at',
      'comparisons.members',
      'comparisons.warranties',
      'comparisons.credentials',
    ])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The offer's state history with who moved it and why, oldest first. */
export async function listStaffStateHistory(db: Db, offerId: string) {
  return db
    .selectFrom('offer_state_history')
    .select(['from_state', 'to_state', 'at', 'actor', 'actor_name', 'note'])
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute();
}

/** Offers by id with their comparison's contact (the comparison email); unknown ids are left out. */
export async function listComparisonOffersByIds(db: Db, offerIds: string[]) {
  return db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select([...OFFER_COLUMNS, 'comparisons.credentials'])
    .where('offers.id', 'in', offerIds)
    .execute();
}

/** The offer as its detail page shows it, with its customer; null for an unknown offer. */
export async function findOfferDetailRow(db: Db, offerId: string) {
  const row = await db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select([...OFFER_COLUMNS, 'offers.user_id', 'offers.price_lines', 'comparisons.departement'])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The states the offer went through and when, oldest first. */
export async function listOfferStateChanges(db: Db, offerId: string) {
  return db
    .selectFrom('offer_state_history')
    .select(['to_state', 'at'])
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute();
}

/** A customer's offers (at most 100), most recently changed first. */
export async function listUserOffers(db: Db, userId: string) {
  return db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select(OFFER_COLUMNS)
    .where('offers.user_id', '=', userId)
    .orderBy('offers.updated_at', 'desc')
    .limit(100)
    .execute();
}

/** The offers of the comparisons made with an address (a prospect's, after the proof of that address). */
export async function listOffersOfEmail(db: Db, email: string) {
  return db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select(OFFER_COLUMNS)
    .where(sql`lower(comparisons.email)`, '=', email.toLowerCase())
    .orderBy('offers.updated_at', 'desc')
    .limit(100)
    .execute();
}

/** What the offer's comparison said of the household and contact; null for an unknown offer. */
export async function findOfferHousehold(db: Db, offerId: string) {
  const row = await db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select(['comparisons.members', 'comparisons.credentials'])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  return row ?? null;
}

/** Gives `customerId` those of these offers that have no customer yet. */
export async function attachOffersToCustomer(db: Db, offerIds: string[], customerId: string): Promise<void> {
  await db
    .updateTable('offers')
    .set({ user_id: customerId, updated_at: new Date() })
    .where('id', 'in', offerIds)
    .where('user_id', 'is', null)
    .execute();
}

/** The offer's state and its comparison's contact (email, postal code...); null for an unknown offer. */
export async function findOfferContact(db: Db, offerId: string) {
  const row = await db
    .selectFrom('offers')
    .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
    .select(['offers.state', 'comparisons.credentials'])
    .where('offers.id', '=', offerId)
    .executeTakeFirst();
  return row
    ? { state: row.state, contact: row.credentials as { email?: unknown; postalCode?: unknown } }
    : null;
}
