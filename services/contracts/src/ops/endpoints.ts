import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { retryFailedEmailEndpoint } from './retry-failed-email.rpc.ts';

/**
 * Operations and the audit trail (Admins). The overview, monitoring, retention, dead letters
 * and the audit trail compose several calls: they stay route files in the gateway.
 */
export const OPS_ENDPOINTS: readonly Endpoint[] = [retryFailedEmailEndpoint];
