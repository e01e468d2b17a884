import { eraseNotificationSubject } from '@courtage/contracts/privacy/erasure.rpc';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { type Kysely, sql } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';

export const NOTIFICATION_ERASURE_LABEL = 'Historique des e-mails envoyés';

/**
 * `notification.erase-subject` (Admin, an erasure request's review with `dryRun`, then its
 * execution): the log of the emails sent to the address goes (recipient, subject, the payload
 * kept to rebuild a job). An email still queued stays until it is sent: it is on its way.
 */
export function eraseNotificationSubjectHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(eraseNotificationSubject, async ({ subject, dryRun }, meta) => {
    requireAdminActor(meta);
    const address = subject.email.toLowerCase();
    const ofAddress = sql<boolean>`lower(recipient) = ${address} and status <> 'queued'`;
    const erased = dryRun
      ? Number(
          (
            await db
              .selectFrom('email_log')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where(ofAddress)
              .executeTakeFirstOrThrow()
          ).n,
        )
      : Number((await db.deleteFrom('email_log').where(ofAddress).executeTakeFirst()).numDeletedRows);
    return {
      service: 'notification' as const,
      categories: [{ label: NOTIFICATION_ERASURE_LABEL, erased, kept: 0, holdReason: '' }],
    };
  });
}
