import type { AuditTrailEntryView } from '@courtage/contracts/ops/audit-trail';
import { downloadListCsv, fetchListPage, type ListPage } from './list-request.ts';

// The audit trail (/admin/audit, Admins only): every service's entries merged by the gateway.
const BASE = '/api/v1/admin/audit';

export type AuditRow = AuditTrailEntryView & { actorName: string | null };

/** The list component's free text (`q`) is the trail's `target` (a record id or its start). */
function auditQuery(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const target = next.get('q');
  next.delete('q');
  // The trail has one order (newest first): no sort to send.
  next.delete('sort');
  next.delete('direction');
  if (target) next.set('target', target);
  return next;
}

export const listAuditTrail = (query: URLSearchParams): Promise<ListPage<AuditRow>> =>
  fetchListPage<AuditRow>(BASE, auditQuery(query));
export const exportAuditTrailCsv = (query: URLSearchParams) =>
  downloadListCsv(BASE, auditQuery(query), 'journal-audit.csv');
