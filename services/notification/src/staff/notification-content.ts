import type { ContactQueryReceivedData } from '@courtage/contracts/crm/contact-query-received.event';
import type { QuoteRequestReceivedData } from '@courtage/contracts/crm/quote-request-received.event';
import { insuranceLineLabel } from '@courtage/contracts/crm/quotes/insurance-lines';
import type { UserQueryAskedData } from '@courtage/contracts/crm/user-queries/user-query-events';
import type { StaffNotificationKind } from '@courtage/contracts/notification/staff-notification';
import type { OfferStateChangedData } from '@courtage/contracts/offer/events';
import { frenchDate, frenchDateTime } from './paris-time.ts';

/** What one stored notification says, before it is given an id and a recipient. */
export type NotificationContent = {
  kind: StaffNotificationKind;
  title: string;
  body: string;
  link: string;
};

/**
 * Who is told. Offers, messages, quote requests and user queries go to every active staff
 * member (anyone may pick them up; a call-back is also auto-assigned, and its assignee gets
 * their own notice and email on `offer.offer.assigned`); a task, or an assignment, goes to
 * its assignee only.
 */
export type Audience = { to: 'all-active-staff' } | { to: 'staff'; staffId: string };

export type StaffNotice = NotificationContent & { audience: Audience };

const EVERYONE: Audience = { to: 'all-active-staff' };

/** Shortens free text for a one-line toast (the record's page shows it whole). */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const offerLink = (offerId: string) => `/admin/offer-details/${offerId}`;

function slotPhrase(dateSlot?: string, timeSlot?: string): string {
  return dateSlot && timeSlot ? ` le ${frenchDate(dateSlot)} à ${timeSlot}` : '';
}

/** « Jeanne Martin (Lyon) » when the event carries the offer's summary, else « Un visiteur ». */
function who(data: OfferStateChangedData): string {
  const contact = data.offer?.contact;
  if (!contact) return 'Un visiteur';
  return excerpt(`${contact.firstName} ${contact.lastName} (${contact.city})`, 80);
}

export function callbackConfirmedNotice(data: OfferStateChangedData): StaffNotice {
  const offer = data.offer ? ` (${data.offer.provider.name}, ${data.offer.formula.name})` : '';
  return {
    kind: 'callback-confirmed',
    title: 'Nouveau rappel demandé',
    body: `${who(data)} a confirmé une offre${offer} et demande à être rappelé${slotPhrase(data.dateSlot, data.timeSlot)}.`,
    link: offerLink(data.offerId),
    audience: EVERYONE,
  };
}

export function offerSubscribedNotice(data: OfferStateChangedData): StaffNotice {
  return {
    kind: 'offer-subscribed',
    title: 'Nouvelle souscription',
    body: `${who(data)} a souscrit une offre : le dossier est à vérifier.`,
    link: offerLink(data.offerId),
    audience: EVERYONE,
  };
}

export function contactMessageNotice(data: ContactQueryReceivedData): StaffNotice {
  return {
    kind: 'contact-message',
    title: `Nouveau message de contact : ${excerpt(data.name, 60)}`,
    body: `${data.city} : « ${excerpt(data.message)} »`,
    link: `/admin/contact-us-details/${data.id}`,
    audience: EVERYONE,
  };
}

export function quoteRequestNotice(data: QuoteRequestReceivedData): StaffNotice {
  return {
    kind: 'quote-request',
    title: `Nouvelle demande de devis : ${excerpt(data.name, 60)}`,
    body: `${data.city}, ${insuranceLineLabel(data.insuranceLine)} : « ${excerpt(data.message)} »`,
    link: '/admin/devis',
    audience: EVERYONE,
  };
}

export function userQueryNotice(data: UserQueryAskedData): StaffNotice {
  return {
    kind: 'user-query',
    title: `Nouvelle question d’un client : ${excerpt(data.userName, 60)}`,
    body: `« ${excerpt(data.query)} »`,
    link: '/admin/users/queries',
    audience: EVERYONE,
  };
}

export type CallbackAssignment = {
  offerId: string;
  assigneeId: string;
  dateSlot?: string;
  timeSlot?: string;
};

export function callbackAssignedNotice(data: CallbackAssignment): StaffNotice {
  return {
    kind: 'callback-assigned',
    title: 'Un rappel vous est attribué',
    body: `Vous rappelez ce client${slotPhrase(data.dateSlot, data.timeSlot)}.`,
    link: offerLink(data.offerId),
    audience: { to: 'staff', staffId: data.assigneeId },
  };
}

export type TaskDue = { taskId: string; title: string; dueAt: string; assigneeId: string };

export function taskDueNotice(task: TaskDue): StaffNotice {
  return {
    kind: 'task-due',
    title: `Tâche à échéance : ${excerpt(task.title, 80)}`,
    body: `Échéance le ${frenchDateTime(new Date(task.dueAt))}.`,
    link: '/admin/task',
    audience: { to: 'staff', staffId: task.assigneeId },
  };
}
