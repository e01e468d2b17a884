import { listFailedEmails } from '@courtage/contracts/ops/list-failed-emails.rpc';
import { EMAIL_JOB_STATES } from '@courtage/contracts/ops/notification-ops';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Queue } from 'bullmq';
import type { EmailJob } from '../jobs/email-job.ts';

/** `notification.list-failed-emails` (ops console): the counts by state with the failed jobs, newest first. */
export function listFailedEmailsHandler(deps: { queue: () => Queue<EmailJob> }): RpcHandler {
  return rpcHandler(listFailedEmails, async ({ limit }, meta) => {
    requireAdminActor(meta);
    const queue = deps.queue();
    const counts = await queue.getJobCounts(...EMAIL_JOB_STATES);
    const failed = await queue.getFailed(0, limit - 1);
    return {
      counts: Object.fromEntries(EMAIL_JOB_STATES.map((state) => [state, counts[state] ?? 0])),
      jobs: failed.flatMap((job) =>
        job?.id === undefined
          ? []
          : [
              {
                jobId: job.id,
                template: job.data.template,
                to: job.data.to,
                failedReason: job.failedReason ?? 'Raison inconnue',
                attemptsMade: job.attemptsMade,
                failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
              },
            ],
      ),
    };
  });
}
