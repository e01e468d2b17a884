import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** The broker's day: agenda, pipeline, global search, dashboards, quote requests, partner insurers, external CRM lists. */
export const BROKER_DAY_ENDPOINTS: readonly Endpoint[] = [];
