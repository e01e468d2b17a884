import type {
  RecordEmailInput,
  sendRecordEmail as sendRecordEmailRpc,
} from '@courtage/contracts/crm/timeline/record-email.rpc';
import type { getRecordTimeline as getRecordTimelineRpc } from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import type { TimelineKind, TimelineRecord } from '@courtage/contracts/crm/timeline/timeline-labels';
import type { RpcResponse } from '@courtage/contracts/define';
import { apiRequest } from '../auth/api-client.ts';

// The activity timeline of a company or a contact (/api/v1/entreprise/timeline/...): its read
// (the e-mails' delivery state joined by the gateway) and sending an e-mail (rate limited);
// logging a call and adding a note are endpoints of the contracts (`call`).
const path = (entity: TimelineRecord, id: string) =>
  `/api/v1/entreprise/timeline/${entity}/${encodeURIComponent(id)}`;

export type TimelinePage = RpcResponse<typeof getRecordTimelineRpc>;

/** One page, newest first; `kinds` empty: every kind. */
export function getRecordTimeline(
  entity: TimelineRecord,
  id: string,
  options: { kinds: readonly TimelineKind[]; cursor?: string; limit?: number },
): Promise<TimelinePage> {
  const query = new URLSearchParams({ limit: String(options.limit ?? 20) });
  if (options.kinds.length > 0) query.set('kinds', options.kinds.join(','));
  if (options.cursor) query.set('cursor', options.cursor);
  return apiRequest<TimelinePage>(`${path(entity, id)}?${query}`, { auth: true });
}

export const sendRecordEmail = (entity: 'contact', id: string, json: RecordEmailInput) =>
  apiRequest<RpcResponse<typeof sendRecordEmailRpc>>(`${path(entity, id)}/emails`, {
    method: 'POST',
    auth: true,
    json,
  });
