import type { AgendaCallback, AgendaReply, AgendaTask } from '@courtage/contracts/crm/agenda.rpc';
import { addDays } from '../dashboard/dashboard-period.ts';

/**
 * The calendar's state in the URL (`?vue=jour|semaine&date=YYYY-MM-DD&conseiller=tous|<id>`) and
 * its days: Paris calendar days, Monday first, each with its call-backs and tasks in time order.
 */
export type AgendaView = 'semaine' | 'jour';
export type AgendaState = { view: AgendaView; date: string; broker: string | null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `broker`: null for mine, 'tous' for everyone's (Admins), or a staff id. */
export function readAgendaState(params: URLSearchParams, today: string): AgendaState {
  const view = params.get('vue') === 'jour' ? 'jour' : 'semaine';
  const date = params.get('date') ?? '';
  const broker = params.get('conseiller') ?? '';
  return {
    view,
    date: ISO_DAY.test(date) && !Number.isNaN(Date.parse(date)) ? date : today,
    broker: broker === 'tous' || UUID.test(broker) ? broker : null,
  };
}

/** The Monday of `day`'s week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The Paris days shown: the week (Monday to Sunday) or the day. */
export function daysOf(state: Pick<AgendaState, 'view' | 'date'>): string[] {
  if (state.view === 'jour') return [state.date];
  const monday = weekStart(state.date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The day to show after 'Suivant' (+1) or 'Précédent' (-1). */
export function stepDate(state: Pick<AgendaState, 'view' | 'date'>, direction: 1 | -1): string {
  return addDays(state.date, direction * (state.view === 'jour' ? 1 : 7));
}

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's Paris day and time ('2026-12-01', '16:30'). */
export function parisDayTime(iso: string): { date: string; time: string } {
  const parts = PARIS_PARTS.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

export type AgendaItem =
  | { kind: 'callback'; key: string; time: string; callback: AgendaCallback }
  | { kind: 'task'; key: string; time: string; task: AgendaTask };

/** Each shown day with its items by Paris time (a call-back before a task at the same minute). */
export function itemsByDay(
  reply: Pick<AgendaReply, 'callbacks' | 'tasks'>,
  days: readonly string[],
): { day: string; items: AgendaItem[] }[] {
  const byDay = new Map<string, AgendaItem[]>(days.map((day) => [day, []]));
  for (const callback of reply.callbacks) {
    byDay
      .get(callback.dateSlot)
      ?.push({ kind: 'callback', key: `rappel-${callback.offerId}`, time: callback.timeSlot, callback });
  }
  for (const task of reply.tasks) {
    const { date, time } = parisDayTime(task.dueAt);
    byDay.get(date)?.push({ kind: 'task', key: `tache-${task.id}`, time, task });
  }
  return days.map((day) => ({
    day,
    items: (byDay.get(day) ?? []).sort(
      (a, b) => a.time.localeCompare(b.time) || (a.kind === b.kind ? 0 : a.kind === 'callback' ? -1 : 1),
    ),
  }));
}
