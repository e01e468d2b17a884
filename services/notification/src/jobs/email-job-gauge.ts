import { EMAIL_JOB_STATES } from '@courtage/contracts/ops/notification-ops';
import { scrapedGauge } from '@courtage/runtime/metrics';
import type { Queue } from 'bullmq';
import type { EmailJob } from './email-job.ts';

/** Email jobs by BullMQ state, read at each scrape (`courtage_email_jobs{state="failed"}`). */
export function registerEmailJobGauge(queue: () => Queue<EmailJob> | undefined): void {
  scrapedGauge({
    name: 'courtage_email_jobs',
    help: 'Jobs of the BullMQ `emails` queue, by state',
    labelNames: ['state'],
    read: async () => {
      const open = queue();
      if (!open) return [];
      const counts = await open.getJobCounts(...EMAIL_JOB_STATES);
      return EMAIL_JOB_STATES.map((state) => ({ labels: { state }, value: counts[state] ?? 0 }));
    },
  });
}
