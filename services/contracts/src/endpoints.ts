import { CRM_ENDPOINTS } from './crm/endpoints.ts';
import type { Endpoint } from './endpoint/define-endpoint.ts';

/**
 * Every endpoint defined in the contracts: the gateway mounts them all (http/mount-endpoints.ts);
 * each area lists its own.
 */
export const ENDPOINTS: readonly Endpoint[] = [...CRM_ENDPOINTS];
