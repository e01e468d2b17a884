import {
  type DashboardReply,
  dashboardRequestForm,
  getDashboard,
} from '@courtage/contracts/crm/dashboard.rpc';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
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
 * `crm.get-dashboard`: five queries on crm's own tables, run at once. The steps and the
 * comparisons are read from their per-day counts (migration 0030, kept by triggers in the same
 * transaction as each read-model write): a period sums at most a row per day, insurer and
 * insurance line (a year: about 3,000 rows) instead of scanning its offers and comparisons.
 */
// biome-ignore lint/suspicious/noExplicitAny: crm's database type; the queries are raw SQL on its tables
export async function buildDashboard(db: Kysely<any>, from: string, to: string): Promise<DashboardReply> {
  const inPeriod = sql`day >= ${from}::date and day <= ${to}::date`;
  const today = parisDate();
  const endOfToday = parisDayStart(today, true);

  const [groups, days, comparisonDays, todayCallbacks, open, tasks] = await Promise.all([
    sql<Split & { kind: 'total' | 'insurer' | 'line'; signed: string }>`
      select case when grouping(provider_code) = 0 then 'insurer'
                  when grouping(insurance_line) = 0 then 'line' else 'total' end as kind,
             coalesce(provider_code, insurance_line, '') as key,
             case when grouping(provider_code) = 0 then max(provider) else coalesce(insurance_line, '') end as label,
             coalesce(sum(confirmed), 0) as confirmed,
             coalesce(sum(subscribed), 0) as subscribed,
             coalesce(sum(signed), 0) as signed,
             coalesce(sum(premium_cents), 0) as premium
      from offer_dashboard_days
      where ${inPeriod} and (confirmed <> 0 or subscribed <> 0 or signed <> 0)
      group by grouping sets ((), (provider_code), (insurance_line))
      order by 4 desc, 5 desc, 2`.execute(db),
    sql<{ day: string; confirmed: string; subscribed: string }>`
      select day::text as day, sum(confirmed) as confirmed, sum(subscribed) as subscribed
      from offer_dashboard_days where ${inPeriod} group by day`.execute(db),
    sql<{ day: string; n: string }>`
      select day::text as day, sum(n) as n from offer_comparison_days where ${inPeriod} group by day`.execute(
      db,
    ),
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
    // Open contact messages: the count kept by a trigger (migration 0032), spread over 8 rows.
    sql<{ messages: string; queries: string; quotes: string }>`select
       (select coalesce(sum(n), 0) from crm_open_counts where scope = 'contact_queries:open') as messages,
       (select count(*) from user_queries where status = 'pending') as queries,
       (select count(*) from quote_requests where status = 'received') as quotes`.execute(db),
    tasksDue(db, endOfToday),
  ]);

  const total = groups.rows.find((row) => row.kind === 'total');
  const confirmedCallbacks = Number(total?.confirmed ?? 0);
  const subscriptions = Number(total?.subscribed ?? 0);
  const signed = Number(total?.signed ?? 0);
  const perDay = new Map(days.rows.map((row) => [row.day, row]));
  const comparisonsPerDay = new Map(comparisonDays.rows.map((row) => [row.day, Number(row.n)]));
  const trend: DashboardReply['trend'] = [];
  let comparisons = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const steps = perDay.get(day);
    const made = comparisonsPerDay.get(day) ?? 0;
    comparisons += made;
    trend.push({
      date: day,
      comparisons: made,
      confirmedCallbacks: Number(steps?.confirmed ?? 0),
      subscriptions: Number(steps?.subscribed ?? 0),
    });
  }
  const splitOf = (kind: 'insurer' | 'line', labels: Record<string, string> | null) =>
    groups.rows
      .filter((row) => row.kind === kind)
      .map((row) => ({
        key: row.key,
        label: labels ? (labels[row.key] ?? row.key) : row.label,
        confirmedCallbacks: Number(row.confirmed),
        subscriptions: Number(row.subscribed),
        monthlyPremium: Number(row.premium) / 100,
      }));
  const counts = open.rows[0]!;

  return {
    period: { from, to },
    totals: {
      comparisons,
      confirmedCallbacks,
      subscriptions,
      signed,
      conversion: {
        comparisonToCallback: ratio(confirmedCallbacks, comparisons),
        callbackToSubscription: ratio(subscriptions, confirmedCallbacks),
        subscriptionToSigned: ratio(signed, subscriptions),
      },
      monthlyPremiumSigned: Number(total?.premium ?? 0) / 100,
      openContactMessages: Number(counts.messages),
      openUserQueries: Number(counts.queries),
      quoteRequestsToHandle: Number(counts.quotes),
      tasksDue: tasks,
    },
    trend,
    byInsurer: splitOf('insurer', null),
    byInsuranceLine: splitOf('line', INSURANCE_LINE_LABELS),
    todayCallbacks: todayCallbacks.rows.map((row) => ({
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
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    return buildDashboard(db, from, to);
  });
}
