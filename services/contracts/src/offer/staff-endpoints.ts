import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** The back-office offers: lists, detail, assignee, notes, state, call-back, slot. */
export const STAFF_OFFER_ENDPOINTS: readonly Endpoint[] = [];
