import { AppError } from '@courtage/contracts/errors';
import { moveOfferState } from '@courtage/contracts/offer/move-offer-state.rpc';
import { moveOfferStateForm, STAFF_OFFER_MESSAGES } from '@courtage/contracts/offer/staff-offer-forms';
import { OFFER_TRANSITIONS, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { requireActiveStaff } from '../staff/staff-directory.ts';
import { auditOfferAction, lockOfferForStaff, recheckStaffForm } from '../staff/staff-offer-actions.ts';

/** `offer.move-offer-state`: the next state and the note that explains it. */
export function moveOfferStateHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(moveOfferState, async (request, meta) => {
    recheckStaffForm(moveOfferStateForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    const note = request.note.trim();
    await deps.db.transaction().execute(async (trx) => {
      const offer = await lockOfferForStaff(trx, request.offerId);
      const from = offer.state as OfferState;
      if (!OFFER_TRANSITIONS[from].includes(request.state)) {
        throw new AppError('CONFLICT', STAFF_OFFER_MESSAGES.transitionRefused);
      }
      await changeOfferState(trx, {
        offerId: request.offerId,
        comparisonId: offer.comparison_id,
        from,
        to: request.state,
        actor: meta.actor,
        correlationId: meta.correlationId,
        staff: { id: staff.id, name: staff.name },
        note,
      });
      await auditOfferAction(trx, meta, 'move-state', request.offerId, {
        before: { state: from },
        after: { state: request.state, note },
        actorName: staff.name,
      });
    });
    return { offerId: request.offerId, state: request.state };
  });
}
