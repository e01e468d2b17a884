import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** Data subject rights: the customer's and the prospect's requests, consents, and their handling by staff. */
export const PRIVACY_ENDPOINTS: readonly Endpoint[] = [];
