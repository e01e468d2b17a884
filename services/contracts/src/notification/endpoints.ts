import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** The staff member's live notifications. */
export const NOTIFICATION_ENDPOINTS: readonly Endpoint[] = [];
