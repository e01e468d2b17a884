import {
  type ContactQueryReceivedData,
  contactQueryReceived,
} from '@courtage/contracts/crm/contact-query-received.event';
import {
  type QuoteRequestReceivedData,
  quoteRequestReceived,
} from '@courtage/contracts/crm/quote-request-received.event';
import {
  type UserQueryAskedData,
  userQueryAsked,
} from '@courtage/contracts/crm/user-queries/user-query-events';
import type { EventDefinition } from '@courtage/contracts/define';
import {
  type OfferStateChangedData,
  offerConfirmed,
  offerSubscribed,
} from '@courtage/contracts/offer/events';
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

/** The events that become in-app notifications (add one line per new kind). */
export const NOTICE_SOURCES: NoticeSource[] = [
  { event: offerConfirmed, notice: (data) => callbackConfirmedNotice(data as OfferStateChangedData) },
  { event: offerSubscribed, notice: (data) => offerSubscribedNotice(data as OfferStateChangedData) },
  { event: contactQueryReceived, notice: (data) => contactMessageNotice(data as ContactQueryReceivedData) },
  { event: quoteRequestReceived, notice: (data) => quoteRequestNotice(data as QuoteRequestReceivedData) },
  { event: userQueryAsked, notice: (data) => userQueryNotice(data as UserQueryAskedData) },
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
