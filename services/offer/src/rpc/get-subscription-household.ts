import { AppError } from '@courtage/contracts/errors';
import type { Members } from '@courtage/contracts/offer/comparison-request';
import { getSubscriptionHousehold } from '@courtage/contracts/offer/get-subscription-household.rpc';
import { SUBSCRIBE_CAPABILITY_MESSAGE } from '@courtage/contracts/offer/subscribe-offer.rpc';
import { declaredHousehold } from '@courtage/contracts/offer/subscriber-identity';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { findOfferHousehold } from '../repositories/offers-repository.ts';
import { markBookingEmailProven } from '../repositories/slots-repository.ts';
import { OFFER_NOT_FOUND } from './get-offer.ts';

/**
 * `offer.get-subscription-household`: what the comparison said of the household (sex and
 * birth dates) and the contact's name, for the holder of the offer's subscription capability
 * only (401 first, nothing read without it). The subscribe form names the partner and
 * children and runs the identity checks with it before sending. Opened with the emailed link,
 * it proves the booking's address (slots-repository.ts hasLiveBooking).
 */
export function getSubscriptionHouseholdHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getSubscriptionHousehold, async ({ offerId, capability }) => {
    const purpose = deps.capabilities.verify(capability, offerId);
    if (!purpose) throw new AppError('UNAUTHENTICATED', SUBSCRIBE_CAPABILITY_MESSAGE);
    // The emailed link opened: its booking's address is proven (it now blocks others for good).
    if (purpose === 'email') await markBookingEmailProven(deps.db, offerId);
    const row = await findOfferHousehold(deps.db, offerId);
    if (!row) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
    const contact = row.credentials as { firstName: string; lastName: string };
    return {
      firstName: contact.firstName,
      lastName: contact.lastName,
      declared: declaredHousehold(row.members as Members),
    };
  });
}
