import { getEmailDeliveries } from '@courtage/contracts/notification/email-delivery.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../database-schema.ts';

/** `notification.get-email-deliveries`: the email log's state of each job id given (staff only). */
export function getEmailDeliveriesHandler(db: Kysely<NotificationDatabase>): RpcHandler {
  return rpcHandler(getEmailDeliveries, async ({ jobIds }, meta) => {
    requireStaffActor(meta).id;
    if (jobIds.length === 0) return { deliveries: [] };
    const rows = await db
      .selectFrom('email_log')
      .select(['job_id', 'status'])
      .where('job_id', 'in', jobIds)
      .execute();
    return {
      deliveries: rows.map((row) => ({
        jobId: row.job_id,
        status: row.status as 'queued' | 'sent' | 'failed',
      })),
    };
  });
}
