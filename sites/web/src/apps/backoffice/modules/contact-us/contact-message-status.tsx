import {
  CONTACT_MESSAGE_STATUS_LABELS,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
} from '@courtage/contracts/crm/contact-messages/contact-message';
import { type BadgeTone, StatusBadge } from '../../components/data-list/index.ts';

const TONES: Record<ContactMessageStatus, BadgeTone> = {
  received: 'info',
  in_progress: 'warning',
  done: 'success',
};

export const CONTACT_STATUS_OPTIONS = CONTACT_MESSAGE_STATUSES.map((status) => ({
  value: status,
  label: CONTACT_MESSAGE_STATUS_LABELS[status],
}));

/** Nouveau / En cours / Traité as a badge. */
export function ContactStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <StatusBadge label={CONTACT_MESSAGE_STATUS_LABELS[status]} tone={TONES[status]} />;
}

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `24/11/2026 09:30`, Paris time. */
export function formatParisDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
