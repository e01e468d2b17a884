import {
  type BrokerIdentitySource,
  createBrokerIdentitySource,
} from '@courtage/runtime/broker-identity-source';
import { resolvePrivacyLinkSecret } from '@courtage/runtime/privacy-link';
import { runService } from '@courtage/runtime/service';
import { NOTIFICATION_CONFIG } from './config.ts';
import type { NotificationDatabase } from './database-schema.ts';
import { registerEmailJobGauge } from './jobs/email-job-gauge.ts';
import { type RetentionJobs, startRetentionPurge } from './jobs/retention-purge.ts';
import { type Emails, startEmails } from './jobs/start-emails.ts';
import { type Reminders, startReminders } from './jobs/start-reminders.ts';
import { countMyUnreadNotificationsHandler } from './rpc/count-my-unread-notifications.ts';
import { eraseNotificationSubjectHandler } from './rpc/erase-subject.ts';
import { getEmailDeliveriesHandler } from './rpc/get-email-deliveries.ts';
import { listFailedEmailsHandler } from './rpc/list-failed-emails.ts';
import { listMyNotificationsHandler } from './rpc/list-my-notifications.ts';
import { listRetentionRunsHandler } from './rpc/list-retention-runs.ts';
import { markAllMyNotificationsReadHandler } from './rpc/mark-all-my-notifications-read.ts';
import { markMyNotificationReadHandler } from './rpc/mark-my-notification-read.ts';
import { retryFailedEmailHandler } from './rpc/retry-failed-email.ts';
import { authEmailsSubscription } from './subscriptions/auth-emails.ts';
import { brokerRemindersSubscription } from './subscriptions/broker-reminders.ts';
import { comparisonPdfEmailsSubscription } from './subscriptions/comparison-pdf-emails.ts';
import { contactQueryEmailsSubscription } from './subscriptions/contact-query-emails.ts';
import { erasureReceiptsSubscription } from './subscriptions/erasure-receipts.ts';
import { messageReplyEmailsSubscription } from './subscriptions/message-reply-emails.ts';
import { offerEmailsSubscription } from './subscriptions/offer-emails.ts';
import { quoteEmailsSubscription } from './subscriptions/quote-emails.ts';
import { recordEmailsSubscription } from './subscriptions/record-emails.ts';
import { staffNotificationsSubscription } from './subscriptions/staff-notifications.ts';

// The notification service: turns events into emails through BullMQ and into per-staff
// in-app notifications pushed by the gateway over /ws (DESIGN.md §1, §5, §8).
// Environment (docs/CONVENTIONS.md): DATABASE_URL, AMQP_URL, HEALTH_PORT, LOG_LEVEL,
// REDIS_URL, STAFF_EMAIL, PUBLIC_SITE_URL, CMS_URL (the broker identity of every email's
// legal footer), PRIVACY_LINK_SECRET (signs the footer's consent-withdrawal link); SMTP_URL and
// MAIL_FROM are read by createMailer.
let emails: Emails | undefined;
let reminders: Reminders | undefined;
let retention: RetentionJobs | undefined;
let identity: BrokerIdentitySource | undefined;

function started<T>(value: T | undefined): T {
  if (!value) throw new Error('the job queues are not started');
  return value;
}

await runService<NotificationDatabase, typeof NOTIFICATION_CONFIG>({
  name: 'notification',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3104,
  config: NOTIFICATION_CONFIG,
  async onStart({ config, db, bus, logger }) {
    const redisUrl = config.REDIS_URL;
    identity = createBrokerIdentitySource(config.CMS_URL, logger);
    emails = startEmails({
      redisUrl,
      db,
      logger,
      identity,
      consentLinks: {
        siteUrl: config.PUBLIC_SITE_URL.replace(/\/$/, ''),
        secret: resolvePrivacyLinkSecret(process.env),
      },
    });
    registerEmailJobGauge(() => emails?.queue);
    reminders = startReminders({
      redisUrl,
      db,
      bus,
      emails: emails.queue,
      siteUrl: config.PUBLIC_SITE_URL.replace(/\/$/, ''),
      logger,
    });
    retention = await startRetentionPurge({ redisUrl, db, bus, logger });
  },
  rpc: ({ db }) => [
    listMyNotificationsHandler(db),
    countMyUnreadNotificationsHandler(db),
    markMyNotificationReadHandler(db),
    markAllMyNotificationsReadHandler(db),
    // The ops console (/admin/ops): failed email jobs and 'Relancer'.
    listFailedEmailsHandler({ queue: () => started(emails).queue }),
    retryFailedEmailHandler({ db, queue: () => started(emails).queue }),
    getEmailDeliveriesHandler(db),
    listRetentionRunsHandler({ db, queue: () => started(retention).queue }),
    // An erasure request's review and execution (Admin).
    eraseNotificationSubjectHandler(db),
  ],
  subscriptions: ({ config, db, bus }) => [
    contactQueryEmailsSubscription({
      db,
      queue: started(emails).queue,
      staffEmail: config.STAFF_EMAIL,
    }),
    offerEmailsSubscription({ db, queue: started(emails).queue }),
    authEmailsSubscription({ db, queue: started(emails).queue }),
    erasureReceiptsSubscription({ db, queue: started(emails).queue }),
    messageReplyEmailsSubscription({ db, queue: started(emails).queue }),
    recordEmailsSubscription({ db, queue: started(emails).queue }),
    quoteEmailsSubscription({ db, identity: started(identity) }),
    comparisonPdfEmailsSubscription({ db, identity: started(identity) }),
    staffNotificationsSubscription({ db, bus }),
    brokerRemindersSubscription({
      db,
      bus,
      emails: started(emails).queue,
      reminders: started(reminders).queue,
      siteUrl: config.PUBLIC_SITE_URL.replace(/\/$/, ''),
    }),
  ],
  // Runs after the bus stopped consuming: no event handler adds jobs any more.
  onStop: async () => {
    await retention?.close();
    await reminders?.close();
    await emails?.close();
  },
});
