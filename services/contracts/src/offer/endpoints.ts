import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** The visitor's and customer's offer endpoints (comparison, confirmation, subscription) and the insurance plans. */
export const OFFER_ENDPOINTS: readonly Endpoint[] = [];
