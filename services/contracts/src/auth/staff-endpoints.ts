import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** Staff accounts and profiles (back office). */
export const STAFF_ACCOUNT_ENDPOINTS: readonly Endpoint[] = [];
