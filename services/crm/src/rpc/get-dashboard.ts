import {
  type DashboardReply,
  dashboardRequestForm,
  getDashboard,
} from '@courtage/contracts/crm/dashboard.rpc';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { addDays, parisDate } from '@courtage/contracts/offer/dates';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { dashboardRows } from '../repositories/dashboard-repository.ts';
import { parisDayStart } from '../repositories/paris-day.ts';

/** The French name of an insurance line's slug (comparator offers are individual health). */
const INSURANCE_LINE_LABELS: Record<string, string> = { sante: 'Mutuelle santé' };

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

/**
 * `crm.get-dashboard`: five queries on crm's own tables, run at once. The steps and the
 * comparisons are read from their per-day counts (migration 0030, kept by triggers in the same
 * transaction as each read-model write): a period sums at most a row per day, insurer and
 * insurance line (a year: about 3,000 rows) instead of scanning its offers and comparisons.
 */
export async function buildDashboard(
  db: Kysely<CrmDatabase>,
  from: string,
  to: string,
): Promise<DashboardReply> {
  const today = parisDate();
  const endOfToday = parisDayStart(today, true);

  const { groups, days, comparisonDays, todayCallbacks, open, tasks } = await dashboardRows(
    db,
    from,
    to,
    today,
    endOfToday,
  );

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

export function dashboardHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(getDashboard, async ({ from, to }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(dashboardRequestForm, { from, to });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    return buildDashboard(db, from, to);
  });
}
