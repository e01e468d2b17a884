import {
  type DashboardReply,
  dashboardRequestForm,
  getDashboard,
} from '@courtage/contracts/crm/dashboard.rpc';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { type Kysely, sql } from 'kysely';
import { parisDayStart } from '../shared-lists/paris-day.ts';
import { requireStaffActor } from '../shared-lists/require-actor.ts';

/** The French name of an insurance line's slug (comparator offers are individual health). */
const INSURANCE_LINE_LABELS: Record<string, string> = { sante: 'Mutuelle santé' };

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

type Split = { key: string; label: string; confirmed: string; subscribed: string; premium: string };
type DayCount = { day: string; n: string };

let tasksTableExists = false;

/**
 * Open tasks due by the end of today. The tasks table comes with the CRM records' migrations
 * (0008); until a database has it there is nothing due (checked until it appears, then no more).
 */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type
async function tasksDue(db: Kysely<any>, endOfToday: ReturnType<typeof parisDayStart>): Promise<number> {
  if (!tasksTableExists) {
    const found = await sql<{ name: string | null }>`select to_regclass('tasks')::text as name`.execute(db);
    tasksTableExists = Boolean(found.rows[0]?.name);
    if (!tasksTableExists) return 0;
  }
  const due = await sql<{ n: string }>`select count(*) as n from tasks
    where status = 'a_faire' and due_at < ${endOfToday}`.execute(db);
  return Number(due.rows[0]?.n ?? 0);
}

/**
 * `crm.get-dashboard`: a handful of queries on crm's own tables, run at once. The period's steps
 * come from the read model's step timestamps (partial indexes on each); days are Paris days.
 */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type; the queries are raw SQL on its tables
export async function buildDashboard(db: Kysely<any>, from: string, to: string): Promise<DashboardReply> {
  const start = parisDayStart(from);
  const end = parisDayStart(to, true);
  const inPeriod = (column: string) => sql`(${sql.ref(column)} >= ${start} and ${sql.ref(column)} < ${end})`;
  const anyStep = sql`(${inPeriod('confirmed_at')} or ${inPeriod('subscribed_at')} or ${inPeriod('signed_at')})`;
  const premium = sql`coalesce(sum(monthly_cents) filter (where ${inPeriod('subscribed_at')} and state <> 'cancelled'), 0)`;
  const parisDay = (column: string) => sql`((${sql.ref(column)} at time zone 'Europe/Paris')::date)::text`;
  const today = parisDate();
  const endOfToday = parisDayStart(today, true);
  const perDay = (table: string, column: string) =>
    sql<DayCount>`select ${parisDay(column)} as day, count(*) as n from ${sql.table(table)}
      where ${inPeriod(column)} group by 1`.execute(db);
  const split = (keyColumn: string, labelColumn: string) =>
    sql<Split>`select ${sql.ref(keyColumn)} as key, ${sql.ref(labelColumn)} as label,
        count(*) filter (where ${inPeriod('confirmed_at')}) as confirmed,
        count(*) filter (where ${inPeriod('subscribed_at')}) as subscribed,
        ${premium} as premium
      from offer_read_model where ${anyStep} group by 1, 2 order by 3 desc, 4 desc, 1`.execute(db);

  const [
    steps,
    comparisons,
    trendComparisons,
    trendConfirmed,
    trendSubscribed,
    byInsurer,
    byLine,
    today_,
    open,
    tasks,
  ] = await Promise.all([
    sql<{ confirmed: string; subscribed: string; signed: string; premium: string }>`
        select count(*) filter (where ${inPeriod('confirmed_at')}) as confirmed,
               count(*) filter (where ${inPeriod('subscribed_at')}) as subscribed,
               count(*) filter (where ${inPeriod('signed_at')}) as signed,
               ${premium} as premium
        from offer_read_model where ${anyStep}`.execute(db),
    sql<{ n: string }>`select count(*) as n from offer_comparisons where ${inPeriod('created_at')}`.execute(
      db,
    ),
    perDay('offer_comparisons', 'created_at'),
    perDay('offer_read_model', 'confirmed_at'),
    perDay('offer_read_model', 'subscribed_at'),
    split('provider_code', 'provider'),
    split('insurance_line', 'insurance_line'),
    sql<{
      id: string;
      time_slot: string;
      first_name: string;
      last_name: string;
      phone_number: string;
      provider: string;
      state: string;
      assignee_id: string | null;
      assignee_name: string;
    }>`select id, time_slot, first_name, last_name, phone_number, provider, state, assignee_id, assignee_name
         from offer_read_model where slot_key >= ${`${today} `} and slot_key < ${`${addDays(today, 1)} `}
         order by slot_key, id limit 200`.execute(db),
    sql<{ messages: string; queries: string; quotes: string }>`select
         (select count(*) from contact_queries where status <> 'done') as messages,
         (select count(*) from user_queries where status = 'pending') as queries,
         (select count(*) from quote_requests where status = 'received') as quotes`.execute(db),
    tasksDue(db, endOfToday),
  ]);

  const totals = steps.rows[0]!;
  const confirmedCallbacks = Number(totals.confirmed);
  const subscriptions = Number(totals.subscribed);
  const signed = Number(totals.signed);
  const comparisonCount = Number(comparisons.rows[0]!.n);
  const counts = open.rows[0]!;
  const byDay = (result: { rows: DayCount[] }) => new Map(result.rows.map((row) => [row.day, Number(row.n)]));
  const [dayComparisons, dayConfirmed, daySubscribed] = [
    trendComparisons,
    trendConfirmed,
    trendSubscribed,
  ].map(byDay);
  const trend: DashboardReply['trend'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    trend.push({
      date: day,
      comparisons: dayComparisons?.get(day) ?? 0,
      confirmedCallbacks: dayConfirmed?.get(day) ?? 0,
      subscriptions: daySubscribed?.get(day) ?? 0,
    });
  }
  const toSplit = (labels: Record<string, string> | null) => (row: Split) => ({
    key: row.key,
    label: labels ? (labels[row.key] ?? row.key) : row.label,
    confirmedCallbacks: Number(row.confirmed),
    subscriptions: Number(row.subscribed),
    monthlyPremium: Number(row.premium) / 100,
  });

  return {
    period: { from, to },
    totals: {
      comparisons: comparisonCount,
      confirmedCallbacks,
      subscriptions,
      signed,
      conversion: {
        comparisonToCallback: ratio(confirmedCallbacks, comparisonCount),
        callbackToSubscription: ratio(subscriptions, confirmedCallbacks),
        subscriptionToSigned: ratio(signed, subscriptions),
      },
      monthlyPremiumSigned: Number(totals.premium) / 100,
      openContactMessages: Number(counts.messages),
      openUserQueries: Number(counts.queries),
      quoteRequestsToHandle: Number(counts.quotes),
      tasksDue: tasks,
    },
    trend,
    byInsurer: byInsurer.rows.map(toSplit(null)),
    byInsuranceLine: byLine.rows.map(toSplit(INSURANCE_LINE_LABELS)),
    todayCallbacks: today_.rows.map((row) => ({
      offerId: row.id,
      timeSlot: row.time_slot,
      firstName: row.first_name,
      lastName: row.last_name,
      phoneNumber: row.phone_number,
      provider: row.provider,
      state: row.state as OfferState,
      assigneeId: row.assignee_id,
      assigneeName: row.assignee_name || null,
    })),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: crm's database type
export function dashboardHandler(db: Kysely<any>): RpcHandler {
  return rpcHandler(getDashboard, async ({ from, to }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(dashboardRequestForm, { from, to });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', 'Certains champs sont invalides.', errors);
    return buildDashboard(db, from, to);
  });
}
