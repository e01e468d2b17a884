import { AppError } from '@courtage/contracts/errors';
import { adminChangeOfferState } from '@courtage/contracts/offer/admin-change-offer-state.rpc';
import { STAFF_OFFER_MESSAGES } from '@courtage/contracts/offer/staff-offer-forms';
import { OFFER_TRANSITIONS, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { lockOfferState } from '../repositories/offers-repository.ts';
import { OFFER_NOT_FOUND } from './get-offer.ts';

/** `offer.admin-change-offer-state`: the back-office moves an offer to in review, signed or cancelled. */
export function adminChangeOfferStateHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(adminChangeOfferState, async ({ offerId, state }, meta) => {
    requireStaffActor(meta);
    return deps.db.transaction().execute(async (trx) => {
      const offer = await lockOfferState(trx, offerId);
      if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
      const from = offer.state as OfferState;
      if (!OFFER_TRANSITIONS[from].includes(state)) {
        throw new AppError('CONFLICT', STAFF_OFFER_MESSAGES.transitionRefused);
      }
      await changeOfferState(trx, {
        offerId,
        comparisonId: offer.comparison_id,
        from,
        to: state,
        actor: meta.actor,
        correlationId: meta.correlationId,
      });
      return { offerId, state };
    });
  });
}
