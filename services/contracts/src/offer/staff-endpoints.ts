import { listReceivedOffersEndpoint } from '../crm/list-received-offers.rpc.ts';
import { listSubmittedOffersEndpoint } from '../crm/list-submitted-offers.rpc.ts';
import { listWalletOffersEndpoint } from '../crm/list-wallet-offers.rpc.ts';
import type { Endpoint } from '../endpoint/define-endpoint.ts';
import { addOfferNoteEndpoint } from './add-offer-note.rpc.ts';
import { assignOfferEndpoint } from './assign-offer.rpc.ts';
import { setCallbackStatusEndpoint } from './callback-status.ts';
import { getStaffOfferEndpoint } from './get-staff-offer.rpc.ts';
import { listOfferAssigneesEndpoint } from './list-offer-assignees.rpc.ts';
import { moveOfferStateEndpoint } from './move-offer-state.rpc.ts';
import { rescheduleCallbackEndpoint } from './reschedule-callback.rpc.ts';
import { getSubscriptionComplianceEndpoint } from './subscription-signature.rpc.ts';

/**
 * The back-office offers: the three lists (crm's read model), one offer's page and its actions
 * (offer). The NIR/IBAN reveal (no-store) and the subscription file's ZIP stay gateway routes.
 */
export const STAFF_OFFER_ENDPOINTS: readonly Endpoint[] = [
  listReceivedOffersEndpoint,
  listSubmittedOffersEndpoint,
  listWalletOffersEndpoint,
  listOfferAssigneesEndpoint,
  getSubscriptionComplianceEndpoint,
  getStaffOfferEndpoint,
  assignOfferEndpoint,
  moveOfferStateEndpoint,
  setCallbackStatusEndpoint,
  rescheduleCallbackEndpoint,
  addOfferNoteEndpoint,
];
