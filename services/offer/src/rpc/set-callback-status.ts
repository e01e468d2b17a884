import { AppError } from '@courtage/contracts/errors';
import {
  CALLBACK_MESSAGES,
  CALLBACK_OFFER_STATES,
  CALLBACK_STATUS_LABELS,
  CALLBACK_TRANSITIONS,
  type CallbackStatus,
  setCallbackStatus,
  setCallbackStatusForm,
} from '@courtage/contracts/offer/callback-status';
import { callbackStatusChanged } from '@courtage/contracts/offer/events';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { OfferDeps } from '../deps.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { insertCallbackChange, listCallbackHistory } from '../repositories/callback-repository.ts';
import { requireActiveStaff } from '../staff/staff-directory.ts';
import { auditOfferAction, lockOfferForStaff, recheckStaffForm } from '../staff/staff-offer-actions.ts';

/** The follow-up's status now: the last change's, 'a_rappeler' before any. */
export function currentCallbackStatus(history: readonly { to_status: string }[]): CallbackStatus {
  return (history.at(-1)?.to_status as CallbackStatus | undefined) ?? 'a_rappeler';
}

/**
 * `offer.set-callback-status`: the broker's next step of the call-back, on a booked offer not
 * subscribed yet, along CALLBACK_TRANSITIONS (CONFLICT in French otherwise). 'perdu' takes its
 * reason and cancels the offer (slot freed, `offer.offer.cancelled` with the reason as note).
 * `offer.callback.status-changed` tells crm's pipeline board.
 */
export function setCallbackStatusHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(setCallbackStatus, async (request, meta) => {
    recheckStaffForm(setCallbackStatusForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    const reason = request.status === 'perdu' ? (request.lostReason ?? '').trim() : null;
    return deps.db.transaction().execute(async (trx) => {
      const offer = await lockOfferForStaff(trx, request.offerId);
      const state = offer.state as OfferState;
      if (!CALLBACK_OFFER_STATES.includes(state)) {
        throw new AppError('CONFLICT', CALLBACK_MESSAGES.notBooked);
      }
      const from = currentCallbackStatus(await listCallbackHistory(trx, request.offerId));
      if (!CALLBACK_TRANSITIONS[from].includes(request.status)) {
        throw new AppError('CONFLICT', CALLBACK_MESSAGES.transitionRefused(from, request.status));
      }
      await insertCallbackChange(trx, {
        offerId: request.offerId,
        from,
        to: request.status,
        note: reason,
        actor: meta.actor,
        actorName: staff.name,
      });
      let next: OfferState = state;
      if (request.status === 'perdu') {
        next = 'cancelled';
        await changeOfferState(trx, {
          offerId: request.offerId,
          comparisonId: offer.comparison_id,
          from: state,
          to: next,
          actor: meta.actor,
          correlationId: meta.correlationId,
          staff: { id: staff.id, name: staff.name },
          note: `${CALLBACK_STATUS_LABELS.perdu} : ${reason}`,
        });
      }
      // crm's pipeline board follows the follow-up (same transaction: the event exists iff the change does).
      await enqueueEvent(
        trx,
        callbackStatusChanged,
        {
          offerId: request.offerId,
          from,
          to: request.status,
          at: new Date().toISOString(),
          staffId: staff.id,
        },
        { correlationId: meta.correlationId },
      );
      await auditOfferAction(trx, meta, 'set-callback-status', request.offerId, {
        before: { callback: from },
        after: { callback: request.status, ...(reason ? { lostReason: reason } : {}) },
        actorName: staff.name,
      });
      return { offerId: request.offerId, status: request.status, state: next };
    });
  });
}
