import type { RecordEmailInput } from '@courtage/contracts/crm/timeline/record-email.rpc';
import type { TimelineItem } from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import type {
  CallOutcome,
  TimelineKind,
  TimelineRecord,
} from '@courtage/contracts/crm/timeline/timeline-labels';
import { apiRequest } from '../auth/api-client.ts';

// The activity timeline of a company or a contact (/api/v1/entreprise/timeline/...).
const path = (entity: TimelineRecord, id: string) =>
  `/api/v1/entreprise/timeline/${entity}/${encodeURIComponent(id)}`;

export type TimelinePage = { items: TimelineItem[]; nextCursor: string | null };

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

export const logRecordCall = (
  entity: TimelineRecord,
  id: string,
  json: { outcome: CallOutcome; note?: string },
) => apiRequest<TimelineItem>(`${path(entity, id)}/calls`, { method: 'POST', auth: true, json });

export const addRecordNote = (entity: TimelineRecord, id: string, text: string) =>
  apiRequest<TimelineItem>(`${path(entity, id)}/notes`, { method: 'POST', auth: true, json: { text } });

export const sendRecordEmail = (entity: 'contact', id: string, json: RecordEmailInput) =>
  apiRequest<TimelineItem>(`${path(entity, id)}/emails`, { method: 'POST', auth: true, json });
