import { env } from '@courtage/runtime/config';
import { runService } from '@courtage/runtime/service';
import type { NotificationDatabase } from './database-schema.ts';
import { type Emails, startEmails } from './jobs/start-emails.ts';
import { authEmailsSubscription } from './subscriptions/auth-emails.ts';
import { contactQueryEmailsSubscription } from './subscriptions/contact-query-emails.ts';
import { offerEmailsSubscription } from './subscriptions/offer-emails.ts';

// The notification service: turns events into emails through BullMQ (DESIGN.md §1, §5).
// Environment (docs/CONVENTIONS.md): DATABASE_URL, AMQP_URL, HEALTH_PORT, LOG_LEVEL,
// REDIS_URL, STAFF_EMAIL; SMTP_URL and MAIL_FROM are read by createMailer.
let emails: Emails | undefined;

function started(): Emails {
  if (!emails) throw new Error('the email queue is not started');
  return emails;
}

await runService<NotificationDatabase>({
  name: 'notification',
  migrationsDir: new URL('../migrations/', import.meta.url),
  defaultHealthPort: 3104,
  config: { REDIS_URL: env.REDIS_URL, STAFF_EMAIL: env.STAFF_EMAIL },
  async onStart({ config, db, logger }) {
    emails = startEmails({ redisUrl: config.REDIS_URL as string, db, logger });
  },
  subscriptions: ({ config, db }) => [
    contactQueryEmailsSubscription({ db, queue: started().queue, staffEmail: config.STAFF_EMAIL as string }),
    offerEmailsSubscription({ db, queue: started().queue }),
    authEmailsSubscription({ db, queue: started().queue }),
  ],
  // Runs after the bus stopped consuming: no event handler adds jobs any more.
  onStop: async () => emails?.close(),
});
