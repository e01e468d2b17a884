import { contactQueryReceived } from '@courtage/contracts/crm/contact-query-received.event';
import { quoteRequestReceived } from '@courtage/contracts/crm/quote-request-received.event';
import { userQueryAsked } from '@courtage/contracts/crm/user-queries/user-query-events';
import type { EventData, EventDefinition } from '@courtage/contracts/define';
import { offerConfirmed, offerSubscribed } from '@courtage/contracts/offer/events';
import type { Bus, Subscription } from '@courtage/runtime/bus';
import type { Kysely, Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';
import {
  callbackConfirmedNotice,
  contactMessageNotice,
  offerSubscribedNotice,
  quoteRequestNotice,
  type StaffNotice,
  userQueryNotice,
} from '../staff/notification-content.ts';
import { resolveRecipients } from '../staff/recipients.ts';
import { storeNotice } from '../staff/store-notice.ts';

/** One event the staff are told about, and what they are told. */
export type NoticeSource = { event: EventDefinition; notice(data: unknown): StaffNotice };

/**
 * Pairs an event with its notice, typed by the event's schema: the subscriber validated the
 * data against that schema before `notice` sees it.
 */
export function noticeSource<E extends EventDefinition>(
  event: E,
  notice: (data: EventData<E>) => StaffNotice,
): NoticeSource {
  return { event, notice: notice as (data: unknown) => StaffNotice };
}

/** The events that become in-app notifications (add one line per new kind). */
export const NOTICE_SOURCES: NoticeSource[] = [
  noticeSource(offerConfirmed, callbackConfirmedNotice),
  noticeSource(offerSubscribed, offerSubscribedNotice),
  noticeSource(contactQueryReceived, contactMessageNotice),
  noticeSource(quoteRequestReceived, quoteRequestNotice),
  noticeSource(userQueryAsked, userQueryNotice),
];

/**
 * Stores a notification per recipient for each event of NOTICE_SOURCES, in the inbox
 * transaction (a redelivered event stores nothing more), and writes one
 * `notification.staff-notification.created` per row to the outbox.
 */
export function staffNotificationsSubscription(deps: {
  db: Kysely<NotificationDatabase>;
  bus: Pick<Bus, 'call'>;
  sources?: NoticeSource[];
}): Subscription {
  const sources = deps.sources ?? NOTICE_SOURCES;
  const byType = new Map(sources.map((source) => [source.event.type, source]));
  return {
    consumer: 'notification',
    purpose: 'staff-notifications',
    events: sources.map((source) => source.event),
    inboxDb: deps.db,
    // Auth (the recipients), Redis or PostgreSQL away: retry for about half an hour.
    maxAttempts: 10,
    retryDelayMs: 2_000,
    async handle(event, { trx, logger }) {
      const source = byType.get(event.type);
      if (!source) return;
      const notice = source.notice(event.data);
      const recipients = await resolveRecipients(deps.bus, notice.audience, event.correlationId);
      const stored = await storeNotice(
        (trx as Transaction<NotificationDatabase> | undefined) ?? deps.db,
        notice,
        recipients.map((staff) => staff.id),
        { sourceKey: event.messageId, correlationId: event.correlationId },
      );
      logger.info({ kind: notice.kind, recipients: stored.length }, 'staff notifications stored');
    },
  };
}
