import { frenchDate, frenchDateTime } from '../staff/paris-time.ts';
import { escapeHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import type { RenderedEmail } from './types.ts';

/** A call-back as the assigned broker's emails show it. */
export type CallbackEmailData = {
  offerId: string;
  brokerName: string;
  dateSlot?: string;
  timeSlot?: string;
  /** Absolute URL of the offer's back-office page. */
  url: string;
};

/** A task as its reminder shows it. */
export type TaskEmailData = { taskId: string; title: string; dueAt: string; brokerName: string; url: string };

/** Emails to staff members (assignment, reminders), by template name. */
export type StaffEmail =
  | { template: 'callback-assigned' | 'callback-reminder'; data: CallbackEmailData }
  | { template: 'task-reminder'; data: TaskEmailData };
export const STAFF_EMAIL_TEMPLATES: readonly StaffEmail['template'][] = [
  'callback-assigned',
  'callback-reminder',
  'task-reminder',
];

function slotText(data: CallbackEmailData): string {
  return data.dateSlot && data.timeSlot
    ? `le ${frenchDate(data.dateSlot)} à ${data.timeSlot}`
    : 'dès que possible';
}

function render(
  subject: string,
  greeting: string,
  lines: string[],
  url: string,
  action: string,
): RenderedEmail {
  const text = [greeting, '', ...lines, '', `${action} : ${url}`, ''].join('\n');
  const html = wrapHtml(
    escapeHtml(subject),
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

export function renderStaffEmail(email: StaffEmail): RenderedEmail {
  const greeting = `Bonjour ${toSingleLine(email.data.brokerName)},`;
  switch (email.template) {
    case 'callback-assigned':
      return render(
        `Rappel client à effectuer ${slotText(email.data)}`,
        greeting,
        [
          `Un rappel client vous est attribué : le client attend votre appel ${slotText(email.data)} (heure de Paris).`,
          'Vous recevrez un rappel 15 minutes avant le créneau.',
        ],
        email.data.url,
        'Ouvrir l’offre dans l’espace d’administration',
      );
    case 'callback-reminder':
      return render(
        `Dans 15 minutes : rappel client ${slotText(email.data)}`,
        greeting,
        [`Le client attend votre appel ${slotText(email.data)} (heure de Paris).`],
        email.data.url,
        'Ouvrir l’offre dans l’espace d’administration',
      );
    case 'task-reminder': {
      const title = toSingleLine(email.data.title);
      return render(
        `Tâche à échéance : ${title}`,
        greeting,
        [`La tâche « ${title} » arrive à échéance le ${frenchDateTime(new Date(email.data.dueAt))}.`],
        email.data.url,
        'Voir mes tâches',
      );
    }
  }
}
