import type {
  CallbackRescheduledData,
  CallbackStatusChangedData,
  ComparisonCreatedData,
  OfferAssignedData,
  OfferEventSummary,
  OfferStateChangedData,
} from '@courtage/contracts/offer/events';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';

type Db = Kysely<CrmDatabase> | Transaction<CrmDatabase>;

/** Which step timestamp a state event sets (in_review has none). */
const STEP_COLUMN = {
  confirmed: 'confirmed_at',
  subscribed: 'subscribed_at',
  signed: 'signed_at',
  cancelled: 'cancelled_at',
} as const;

function summaryColumns(offer: OfferEventSummary) {
  return {
    first_name: offer.contact.firstName,
    last_name: offer.contact.lastName,
    email: offer.contact.email,
    phone_number: offer.contact.phoneNumber,
    postal_code: offer.contact.postalCode,
    city: offer.contact.city,
    provider: offer.provider.name,
    provider_code: offer.provider.code,
    plan_name: offer.plan.name,
    formula_name: offer.formula.name,
    insurance_line: offer.insuranceLine,
    monthly_cents: Math.round(offer.monthlyPrice * 100),
    yearly_cents: Math.round(offer.yearlyPrice * 100),
    created_at: new Date(offer.createdAt),
  };
}

const excluded = <T>(column: string) => sql.raw<T>(`excluded.${column}`);

// A slot-bearing event replaces the slot only when it is no older than the last slot change
// (a reschedule handled before an older state event must stay).
const newerSlot = sql<boolean>`(excluded.date_slot <> '' and (offer_read_model.slot_at is null or excluded.slot_at >= offer_read_model.slot_at))`;

// On conflict: the latest summary, a slot only if the event has one (and is newer than the last
// slot change), the step timestamps kept once set, and the state of the newest state event
// (events may be handled out of order).
const MERGE = {
  first_name: excluded<string>('first_name'),
  last_name: excluded<string>('last_name'),
  email: excluded<string>('email'),
  phone_number: excluded<string>('phone_number'),
  postal_code: excluded<string>('postal_code'),
  city: excluded<string>('city'),
  provider: excluded<string>('provider'),
  provider_code: excluded<string>('provider_code'),
  plan_name: excluded<string>('plan_name'),
  formula_name: excluded<string>('formula_name'),
  insurance_line: excluded<string>('insurance_line'),
  monthly_cents: excluded<number>('monthly_cents'),
  yearly_cents: excluded<number>('yearly_cents'),
  date_slot: sql<string>`case when ${newerSlot} then excluded.date_slot else offer_read_model.date_slot end`,
  time_slot: sql<string>`case when ${newerSlot} then excluded.time_slot else offer_read_model.time_slot end`,
  slot_at: sql<Date | null>`case when ${newerSlot} then excluded.slot_at else offer_read_model.slot_at end`,
  state: sql<string>`case when excluded.state_at >= offer_read_model.state_at then excluded.state else offer_read_model.state end`,
  state_at: sql<Date>`greatest(offer_read_model.state_at, excluded.state_at)`,
  confirmed_at: sql<Date>`coalesce(offer_read_model.confirmed_at, excluded.confirmed_at)`,
  subscribed_at: sql<Date>`coalesce(offer_read_model.subscribed_at, excluded.subscribed_at)`,
  signed_at: sql<Date>`coalesce(offer_read_model.signed_at, excluded.signed_at)`,
  cancelled_at: sql<Date>`coalesce(offer_read_model.cancelled_at, excluded.cancelled_at)`,
  updated_at: sql<Date>`now()`,
};

/** A state event: the row is created from its summary, or brought up to date. */
export async function applyStateChange(db: Db, data: OfferStateChangedData): Promise<void> {
  const at = new Date(data.at);
  const step = STEP_COLUMN[data.to as keyof typeof STEP_COLUMN];
  if (!data.offer) {
    // An event written before offers carried their summary: only an existing row can change.
    await db
      .updateTable('offer_read_model')
      .set({ state: data.to, state_at: at, ...(step ? { [step]: at } : {}), updated_at: new Date() })
      .where('id', '=', data.offerId)
      .where('state_at', '<=', at)
      .execute();
    return;
  }
  await db
    .insertInto('offer_read_model')
    .values({
      id: data.offerId,
      comparison_id: data.comparisonId,
      ...summaryColumns(data.offer),
      date_slot: data.dateSlot ?? '',
      time_slot: data.timeSlot ?? '',
      slot_at: data.dateSlot ? at : null,
      state: data.to,
      state_at: at,
      confirmed_at: null,
      subscribed_at: null,
      signed_at: null,
      cancelled_at: null,
      ...(step ? { [step]: at } : {}),
      assignee_id: null,
      assigned_at: null,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(MERGE))
    .execute();
}

/** An assignment: the newest one wins; a row first seen here starts in the event's state. */
export async function applyAssignment(db: Db, data: OfferAssignedData): Promise<void> {
  const at = new Date(data.at);
  const newer = sql<boolean>`(offer_read_model.assigned_at is null or excluded.assigned_at >= offer_read_model.assigned_at)`;
  await db
    .insertInto('offer_read_model')
    .values({
      id: data.offerId,
      comparison_id: data.comparisonId,
      ...summaryColumns(data.offer),
      date_slot: data.dateSlot ?? '',
      time_slot: data.timeSlot ?? '',
      slot_at: data.dateSlot ? at : null,
      state: data.state,
      // Any state event, whenever it is handled, says more about the state than this one.
      state_at: new Date(0),
      confirmed_at: null,
      subscribed_at: null,
      signed_at: null,
      cancelled_at: null,
      assignee_id: data.assigneeId,
      assignee_name: data.assigneeName ?? '',
      assigned_at: at,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        ...MERGE,
        assignee_id: sql<string>`case when ${newer} then excluded.assignee_id else offer_read_model.assignee_id end`,
        assignee_name: sql<string>`case when ${newer} then excluded.assignee_name else offer_read_model.assignee_name end`,
        assigned_at: sql<Date>`greatest(offer_read_model.assigned_at, excluded.assigned_at)`,
      }),
    )
    .execute();
}

/**
 * A broker moved the booked call-back (`offer.callback.rescheduled`, `occurredAt` its instant): the
 * row's slot changes unless a newer slot is already there. A row not seen yet is left to the
 * state events, which carry the slot of their time (the next one carries the new slot).
 */
export async function applyReschedule(
  db: Db,
  data: CallbackRescheduledData,
  occurredAt: string,
): Promise<void> {
  const at = new Date(occurredAt);
  await db
    .updateTable('offer_read_model')
    .set({ date_slot: data.dateSlot, time_slot: data.timeSlot, slot_at: at, updated_at: new Date() })
    .where('id', '=', data.offerId)
    .where((eb) => eb.or([eb('slot_at', 'is', null), eb('slot_at', '<=', at)]))
    .execute();
}

/** The call-back's follow-up moved: kept unless a newer change is already there. */
export async function applyCallbackStatus(db: Db, data: CallbackStatusChangedData): Promise<void> {
  const at = new Date(data.at);
  await db
    .updateTable('offer_read_model')
    .set({ callback_status: data.to, callback_status_at: at, updated_at: new Date() })
    .where('id', '=', data.offerId)
    .where((eb) => eb.or([eb('callback_status_at', 'is', null), eb('callback_status_at', '<=', at)]))
    .execute();
}

/** Comparisons created (one or many in one statement): a known one is left as it is. */
export async function applyComparisons(db: Db, data: readonly ComparisonCreatedData[]): Promise<void> {
  if (data.length === 0) return;
  await db
    .insertInto('offer_comparisons')
    .values(
      data.map((comparison) => ({ id: comparison.comparisonId, created_at: new Date(comparison.createdAt) })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
