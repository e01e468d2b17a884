import type { ConsentRecord } from '@courtage/contracts/privacy/consents.rpc';
import type { ErasurePart, ErasureRequest } from '@courtage/contracts/privacy/erasure.rpc';
import { apiRequest } from '../auth/api-client.ts';
import { downloadFile } from './documents.ts';

// The customer's rights (RGPD) in 'Mes données': their data as JSON or PDF, their consents.
const BASE = '/auth/v1/user/privacy';

export const downloadMyDataJson = () => downloadFile(`${BASE}/export`, 'mes-donnees.json');
export const downloadMyDataPdf = () => downloadFile(`${BASE}/export.pdf`, 'mes-donnees.pdf');
export const fetchMyConsents = () =>
  apiRequest<{ consents: ConsentRecord[] }>(`${BASE}/consents`, { auth: true });
export const withdrawMyConsent = (kind: ConsentRecord['kind']) =>
  apiRequest<{ withdrawn: number }>(`${BASE}/consents/${kind}/withdraw`, { method: 'POST', auth: true });
export const fetchMyErasureRequest = () =>
  apiRequest<{ request: ErasureRequest | null }>(`${BASE}/erasure`, { auth: true });
export const requestMyErasure = () =>
  apiRequest<ErasureRequest>(`${BASE}/erasure`, { method: 'POST', auth: true });

// The Admin's review and execution of an erasure request (/admin/effacements): routes that
// compose every service's part (their list is an endpoint, through endpoint-client.ts).
const ADMIN_BASE = '/api/v1/admin/privacy/erasure-requests';
export const fetchErasureReview = (requestId: string) =>
  apiRequest<{ request: ErasureRequest; preview: ErasurePart[] }>(`${ADMIN_BASE}/${requestId}`, {
    auth: true,
  });
export const executeErasure = (requestId: string) =>
  apiRequest<ErasureRequest>(`${ADMIN_BASE}/${requestId}/execute`, { method: 'POST', auth: true });
