import { type Kysely, sql, type Transaction } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';

/**
 * Emails that anyone can make us send to any address (a comparison's summary, a contact
 * form's acknowledgement): at most this many per recipient and template per 24 hours, so the
 * platform cannot be used to flood a third party's mailbox. Past it the email is
 * not queued (logged); the staff notice of a contact message is never limited.
 */
export const RECIPIENT_DAILY_LIMITS: Readonly<Record<string, number>> = {
  'offer-summary': 5,
  'contact-acknowledgement': 5,
  'quote-request-acknowledgement': 5,
};

type Executor = Kysely<NotificationDatabase> | Transaction<NotificationDatabase>;

/** True when `recipient` already got its daily allowance of `template` (email_log, recipient index). */
export async function isOverRecipientLimit(
  db: Executor,
  template: string,
  recipient: string,
): Promise<boolean> {
  const limit = RECIPIENT_DAILY_LIMITS[template];
  if (limit === undefined) return false;
  const row = await db
    .selectFrom('email_log')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('recipient', '=', recipient)
    .where('template', '=', template)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return Number(row.sent) >= limit;
}
