import type { FailedEmailView } from '@courtage/contracts/ops/list-failed-emails.rpc';
import type { MonitoringOverview } from '@courtage/contracts/ops/monitoring';
import type { DeadLetterView } from '@courtage/contracts/ops/ops';
import type { RetentionRunView } from '@courtage/contracts/privacy/retention-runs.rpc';
import { apiRequest } from '../auth/api-client.ts';

// The ops console (/admin/ops, Admins only; a Sub-admin gets the API's 403 in French): routes
// that compose every service's state. 'Relancer' on a failed email is an endpoint of the
// contracts, called through endpoint-client.ts.
const BASE = '/api/v1/admin/ops';

export type ProcessState = 'ok' | 'degraded' | 'down';
export type OpsProcess = {
  name: string;
  state: ProcessState;
  checks: Record<string, string>;
  pid: number | null;
  uptimeSeconds: number | null;
  outboxPending: number | null;
  outboxLagSeconds: number | null;
  error: string | null;
};
export type OpsQueue = { service: string; queue: string; messages: number; consumers: number };
export type OpsDeadLetter = DeadLetterView & { service: string };
export type OpsFailedEmail = FailedEmailView;
export type OpsOverview = {
  generatedAt: string;
  processes: OpsProcess[];
  queues: OpsQueue[];
  deadLetters: OpsDeadLetter[];
  emails: { available: boolean; counts: Record<string, number>; failed: OpsFailedEmail[] };
};

const path = (...parts: string[]) => `${BASE}/${parts.map(encodeURIComponent).join('/')}`;

export const fetchOpsOverview = () => apiRequest<OpsOverview>(BASE, { auth: true });
/** Firing alerts and the last hour's charts, read by the gateway from the stack's Prometheus. */
export const fetchOpsMonitoring = () => apiRequest<MonitoringOverview>(`${BASE}/monitoring`, { auth: true });
export const replayDeadLetter = (letter: Pick<OpsDeadLetter, 'service' | 'queue' | 'id'>) =>
  apiRequest<{ queue: string; id: string; to: string }>(
    `${path('dead-letters', letter.service, letter.queue, letter.id)}/replay`,
    { method: 'POST', auth: true },
  );
export const deleteDeadLetter = (letter: Pick<OpsDeadLetter, 'service' | 'queue' | 'id'>) =>
  apiRequest<{ queue: string; id: string }>(path('dead-letters', letter.service, letter.queue, letter.id), {
    method: 'DELETE',
    auth: true,
  });

export type RetentionRule = {
  category: string;
  label: string;
  startsAt: string;
  months: number | null;
  action: string;
  basis: string;
};
export type RetentionOverview = {
  rules: RetentionRule[];
  runs: RetentionRunView[];
  nextRunAt: string | null;
};
export const fetchRetention = () => apiRequest<RetentionOverview>(`${BASE}/retention`, { auth: true });
