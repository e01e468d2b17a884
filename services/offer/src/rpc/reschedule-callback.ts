import { AppError } from '@courtage/contracts/errors';
import { formatSlotFr } from '@courtage/contracts/format/french-date';
import { CALLBACK_OFFER_STATES } from '@courtage/contracts/offer/callback-status';
import { CONFIRM_MESSAGES } from '@courtage/contracts/offer/confirm-messages';
import { addDays, isIsoDate } from '@courtage/contracts/offer/dates';
import { callbackRescheduled } from '@courtage/contracts/offer/events';
import { SLOT_TIMES } from '@courtage/contracts/offer/list-slots.rpc';
import {
  RESCHEDULE_MESSAGES,
  rescheduleCallback,
  rescheduleCallbackForm,
} from '@courtage/contracts/offer/reschedule-callback.rpc';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { OfferDeps } from '../deps.ts';
import { offerForEmail } from '../offers/lock-offer.ts';
import { requireView } from '../offers/offer-summary.ts';
import { insertCallbackChange, listCallbackHistory } from '../repositories/callback-repository.ts';
import { selectOfferForChange } from '../repositories/offers-repository.ts';
import { moveBooking, takeSlotSeat } from '../repositories/slots-repository.ts';
import { isBusinessDay, isPast, parisNow } from '../slots/business-days.ts';
import { requireActiveStaff } from '../staff/staff-directory.ts';
import { auditOfferAction, lockOfferForStaff, recheckStaffForm } from '../staff/staff-offer-actions.ts';
import { currentCallbackStatus } from './set-callback-status.ts';

const invalidSlot = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field: 'slot', message }]);

/**
 * `offer.reschedule-callback`: a broker moves a booked call-back to another free slot. The
 * slot passes the visitor's own booking checks; the seat is taken before the old one is given
 * back (of two brokers taking the last seat, one gets it). The move is in the follow-up's
 * history and the audit log, and `offer.callback.rescheduled` emails the visitor, in the same
 * transaction.
 */
export function rescheduleCallbackHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(rescheduleCallback, async (request, meta) => {
    recheckStaffForm(rescheduleCallbackForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    const { offerId, dateSlot, timeSlot } = request;
    if (!isIsoDate(dateSlot) || !(SLOT_TIMES as readonly string[]).includes(timeSlot)) {
      throw invalidSlot(CONFIRM_MESSAGES.noSlot);
    }
    if (!isBusinessDay(dateSlot)) throw invalidSlot(CONFIRM_MESSAGES.notBusinessDay);
    const now = parisNow();
    if (isPast(dateSlot, timeSlot, now)) throw invalidSlot(CONFIRM_MESSAGES.slotPast);
    if (dateSlot > addDays(now.date, deps.bookingHorizonDays)) throw invalidSlot(CONFIRM_MESSAGES.tooFar);

    await deps.db.transaction().execute(async (trx) => {
      const locked = await lockOfferForStaff(trx, offerId);
      if (!CALLBACK_OFFER_STATES.includes(locked.state as OfferState)) {
        throw new AppError('CONFLICT', RESCHEDULE_MESSAGES.notBooked);
      }
      const offer = await selectOfferForChange(trx, offerId)
        .select('comparisons.credentials')
        .executeTakeFirstOrThrow();
      const slotId = await takeSlotSeat(trx, { date: dateSlot, time: timeSlot, capacity: deps.slotCapacity });
      if (!slotId) throw invalidSlot(CONFIRM_MESSAGES.slotFull);
      const previous = await moveBooking(trx, offerId, slotId);
      if (!previous) throw new AppError('CONFLICT', RESCHEDULE_MESSAGES.notBooked);
      if (previous.date === dateSlot && previous.time === timeSlot) {
        throw new AppError('CONFLICT', RESCHEDULE_MESSAGES.sameSlot);
      }
      const status = currentCallbackStatus(await listCallbackHistory(trx, offerId));
      const from = formatSlotFr(previous.date, previous.time, { withWeekday: true });
      const to = formatSlotFr(dateSlot, timeSlot, { withWeekday: true });
      await insertCallbackChange(trx, {
        offerId,
        from: status,
        to: status,
        note: `Rappel déplacé du ${from} au ${to}`,
        actor: meta.actor,
        actorName: staff.name,
      });
      await auditOfferAction(trx, meta, 'reschedule-callback', offerId, {
        before: { dateSlot: previous.date, timeSlot: previous.time },
        after: { dateSlot, timeSlot },
        actorName: staff.name,
      });
      const contact = offer.credentials as {
        firstName: string;
        lastName: string;
        email: string;
        postalCode?: string;
      };
      const view = requireView(await deps.formulaViews.get([offer.formula_id]), offer);
      await enqueueEvent(
        trx,
        callbackRescheduled,
        {
          offerId,
          contact: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email },
          dateSlot,
          timeSlot,
          previousDateSlot: previous.date,
          previousTimeSlot: previous.time,
          offer: offerForEmail(offer, view),
          ...(contact.postalCode ? { postalCode: contact.postalCode } : {}),
        },
        { correlationId: meta.correlationId },
      );
    });
    return { offerId, dateSlot, timeSlot };
  });
}
