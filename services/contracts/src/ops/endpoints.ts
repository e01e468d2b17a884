import type { Endpoint } from '../endpoint/define-endpoint.ts';

/** Operations and the audit trail (Admins). */
export const OPS_ENDPOINTS: readonly Endpoint[] = [];
