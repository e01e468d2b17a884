import { createHash, randomBytes } from 'node:crypto';
import type { AgendaCallback, AgendaTask } from '@courtage/contracts/crm/agenda.rpc';
import { CALLBACK_OFFER_STATES } from '@courtage/contracts/offer/callback-status';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { type Kysely, sql } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { parisDayStart } from '../repositories/paris-day.ts';

type Db = Kysely<CrmDatabase>;

/** At most this many call-backs and tasks each in one answer (six weeks of a busy broker fit). */
const AGENDA_ROW_LIMIT = 2000;

type CallbackRow = {
  id: string;
  date_slot: string;
  time_slot: string;
  starts_at: Date;
  first_name: string;
  last_name: string;
  phone_number: string;
  postal_code: string;
  city: string;
  provider: string;
  plan_name: string;
  formula_name: string;
  monthly_cents: number;
  state: string;
  assignee_id: string | null;
  assignee_name: string;
};

export type StoredCallback = AgendaCallback & { startsAt: Date };

/**
 * The booked call-backs waiting for their call (state 'confirmed'), Paris days `from`..`to`, of one
 * broker (null: everyone's), soonest first. `startsAt` is the slot's instant (Paris wall clock).
 */
export async function agendaCallbacks(
  db: Db,
  from: string,
  to: string,
  brokerId: string | null,
): Promise<StoredCallback[]> {
  const states = sql.join(CALLBACK_OFFER_STATES.map((state) => sql`${state}`));
  const result = await sql<CallbackRow>`
    select id, date_slot, time_slot,
           ((date_slot || ' ' || time_slot)::timestamp at time zone 'Europe/Paris') as starts_at,
           first_name, last_name, phone_number, postal_code, city, provider, plan_name, formula_name,
           monthly_cents, state, assignee_id, assignee_name
    from offer_read_model
    where state in (${states}) and slot_key >= ${`${from} `} and slot_key < ${`${to} ~`}
      and date_slot <> '' and time_slot <> ''
      ${brokerId ? sql`and assignee_id = ${brokerId}` : sql``}
    order by slot_key, id limit ${AGENDA_ROW_LIMIT}`.execute(db);
  return result.rows.map((row) => ({
    offerId: row.id,
    dateSlot: row.date_slot,
    timeSlot: row.time_slot,
    startsAt: row.starts_at,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    postalCode: row.postal_code,
    city: row.city,
    provider: row.provider,
    planName: row.plan_name,
    formulaName: row.formula_name,
    monthlyPrice: row.monthly_cents / 100,
    state: row.state as OfferState,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name || null,
  }));
}

type TaskRow = {
  id: string;
  title: string;
  due_at: Date;
  assignee_id: string;
  status: AgendaTask['status'];
  linked_type: AgendaTask['linkedType'];
  linked_id: string | null;
};

/** The tasks to do or done (not cancelled) due in Paris days `from`..`to`, of one broker or everyone's. */
export async function agendaTasks(
  db: Db,
  from: string,
  to: string,
  brokerId: string | null,
  options: { openOnly?: boolean } = {},
): Promise<AgendaTask[]> {
  const result = await sql<TaskRow>`
    select id, title, due_at, assignee_id, status, linked_type, linked_id from tasks
    where due_at >= ${parisDayStart(from)} and due_at < ${parisDayStart(to, true)}
      and ${options.openOnly ? sql`status = 'a_faire'` : sql`status <> 'annulee'`}
      ${brokerId ? sql`and assignee_id = ${brokerId}` : sql``}
    order by due_at, id limit ${AGENDA_ROW_LIMIT}`.execute(db);
  const now = Date.now();
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    dueAt: row.due_at.toISOString(),
    assigneeId: row.assignee_id,
    status: row.status,
    overdue: row.status === 'a_faire' && row.due_at.getTime() < now,
    linkedType: row.linked_type,
    linkedId: row.linked_id,
  }));
}

/** The SHA-256 of a feed token: what the table keeps and looks up. */
const hashToken = (token: string) => createHash('sha256').update(token).digest();

export async function feedLinkOf(db: Db, staffId: string): Promise<{ createdAt: Date } | null> {
  const result = await sql<{ created_at: Date }>`
    select created_at from agenda_feed_tokens where staff_id = ${staffId}`.execute(db);
  const row = result.rows[0];
  return row ? { createdAt: row.created_at } : null;
}

/** A new random token for this staff member, replacing theirs (the old link stops working). */
export async function replaceFeedToken(db: Db, staffId: string): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const result = await sql<{ created_at: Date }>`
    insert into agenda_feed_tokens (staff_id, token_hash, created_at)
    values (${staffId}, ${hashToken(token)}, now())
    on conflict (staff_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at
    returning created_at`.execute(db);
  return { token, createdAt: result.rows[0]!.created_at };
}

export async function deleteFeedToken(db: Db, staffId: string): Promise<void> {
  await sql`delete from agenda_feed_tokens where staff_id = ${staffId}`.execute(db);
}

/** Whose feed this token opens, or null (unknown or revoked). */
export async function staffOfFeedToken(db: Db, token: string): Promise<string | null> {
  const result = await sql<{ staff_id: string }>`
    select staff_id from agenda_feed_tokens where token_hash = ${hashToken(token)}`.execute(db);
  return result.rows[0]?.staff_id ?? null;
}
