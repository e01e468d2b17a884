import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { adminCreatePlanEndpoint } from './admin-create-plan.rpc.ts';
import { adminListPlansEndpoint } from './admin-list-plans.rpc.ts';
import { adminGetGeneralConditionsEndpoint } from './admin-plan-general-conditions.rpc.ts';
import { adminPreviewPriceEndpoint } from './admin-preview-price.rpc.ts';
import { adminSetPlanStatusEndpoint } from './admin-set-plan-status.rpc.ts';
import { adminUpdatePlanEndpoint } from './admin-update-plan.rpc.ts';
import { confirmOfferEndpoint } from './confirm-offer.rpc.ts';
import { emailComparisonEndpoint } from './email-comparison.rpc.ts';
import { getSubscriptionHouseholdEndpoint } from './get-subscription-household.rpc.ts';
import { getSignatureEndpoint, listCustomerDocumentsEndpoint } from './subscription-signature.rpc.ts';

/** The visitor's and customer's offer endpoints (comparison, confirmation, subscription) and the insurance plans. */
export const OFFER_ENDPOINTS: readonly Endpoint[] = [
  // Comparison, confirmation and subscription (the subscription needs its capability).
  confirmOfferEndpoint,
  emailComparisonEndpoint,
  getSubscriptionHouseholdEndpoint,
  getSignatureEndpoint,
  // The signed-in customer's offers.
  listCustomerDocumentsEndpoint,
  // The insurance plans (back office).
  adminListPlansEndpoint,
  adminCreatePlanEndpoint,
  adminPreviewPriceEndpoint,
  adminUpdatePlanEndpoint,
  adminSetPlanStatusEndpoint,
  adminGetGeneralConditionsEndpoint,
];
