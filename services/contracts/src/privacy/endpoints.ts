import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { listErasureRequestsEndpoint } from './erasure.rpc.ts';

/** Data subject rights: the customer's and the prospect's requests, consents, and their handling by staff. */
export const PRIVACY_ENDPOINTS: readonly Endpoint[] = [
  // --- Staff handling of the requests (Admins). The review and the execution compose calls
  // to every service: they stay route files in the gateway. ---
  listErasureRequestsEndpoint,
];
