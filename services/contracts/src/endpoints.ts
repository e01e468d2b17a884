import { ACCOUNT_ENDPOINTS } from './auth/endpoints.ts';
import { STAFF_ACCOUNT_ENDPOINTS } from './auth/staff-endpoints.ts';
import { BROKER_DAY_ENDPOINTS } from './crm/broker-day-endpoints.ts';
import { CRM_ENDPOINTS } from './crm/endpoints.ts';
import { MESSAGE_ENDPOINTS } from './crm/message-endpoints.ts';
import type { Endpoint } from './endpoint/define-endpoint.ts';
import { NOTIFICATION_ENDPOINTS } from './notification/endpoints.ts';
import { OFFER_ENDPOINTS } from './offer/endpoints.ts';
import { STAFF_OFFER_ENDPOINTS } from './offer/staff-endpoints.ts';
import { OPS_ENDPOINTS } from './ops/endpoints.ts';
import { PRIVACY_ENDPOINTS } from './privacy/endpoints.ts';

/**
 * Every endpoint defined in the contracts: the gateway mounts them all (http/mount-endpoints.ts);
 * each area lists its own.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  ...ACCOUNT_ENDPOINTS,
  ...STAFF_ACCOUNT_ENDPOINTS,
  ...CRM_ENDPOINTS,
  ...BROKER_DAY_ENDPOINTS,
  ...MESSAGE_ENDPOINTS,
  ...OFFER_ENDPOINTS,
  ...STAFF_OFFER_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...OPS_ENDPOINTS,
  ...PRIVACY_ENDPOINTS,
];
