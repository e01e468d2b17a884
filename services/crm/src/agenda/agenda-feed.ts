import type { AgendaTask } from '@courtage/contracts/crm/agenda.rpc';
import { formatSlotFr } from '@courtage/contracts/format/french-date';
import { localTimeOfSlot } from '@courtage/contracts/format/overseas-time';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { StoredCallback } from './agenda-repository.ts';

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const HOUR_MS = 3_600_000;
const TASK_MS = 30 * 60_000;

/** Stable ids: a moved call-back keeps its event, which the calendar apps move. */
export const callbackEventId = (offerId: string) => `rappel-${offerId}@courtage-sante`;
export const taskEventId = (taskId: string) => `tache-${taskId}@courtage-sante`;

/**
 * The broker's feed as iCalendar text (RFC 5545, ical-generator): each call-back one hour from its
 * Paris slot, each open task half an hour from its due time; instants in UTC, so every calendar
 * app places them right whatever its own zone. French texts, the visitor's local time when overseas.
 */
export function renderAgendaFeed(
  brokerName: string,
  callbacks: readonly StoredCallback[],
  tasks: readonly AgendaTask[],
  now = new Date(),
): string {
  const calendar = ical({
    name: `Rappels et tâches${brokerName ? ` de ${brokerName}` : ''}`,
    description: 'Calendrier du back-office Courtage Santé',
    prodId: { company: 'Courtage Santé', product: 'agenda', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it refresh every 15 minutes.
    ttl: 15 * 60,
  });
  for (const callback of callbacks) {
    const local = localTimeOfSlot(callback.dateSlot, callback.timeSlot, callback.postalCode);
    const lines = [
      `Rappel prévu le ${formatSlotFr(callback.dateSlot, callback.timeSlot, { withWeekday: true })} (heure de Paris)${local ? `, ${local}` : ''}.`,
      `Téléphone : ${callback.phoneNumber}`,
      `Offre : ${callback.provider}, ${callback.planName} ${callback.formulaName}, ${EURO.format(callback.monthlyPrice)} par mois`,
      `Lieu : ${callback.postalCode} ${callback.city}`,
    ];
    calendar.createEvent({
      id: callbackEventId(callback.offerId),
      start: callback.startsAt,
      end: new Date(callback.startsAt.getTime() + HOUR_MS),
      stamp: now,
      summary: `Rappel : ${callback.firstName} ${callback.lastName}`,
      description: lines.join('\n'),
    });
  }
  for (const task of tasks) {
    const due = new Date(task.dueAt);
    calendar.createEvent({
      id: taskEventId(task.id),
      start: due,
      end: new Date(due.getTime() + TASK_MS),
      stamp: now,
      summary: `Tâche : ${task.title}`,
    });
  }
  return calendar.toString();
}
