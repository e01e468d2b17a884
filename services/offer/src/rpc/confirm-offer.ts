import { AppError } from '@courtage/contracts/errors';
import { CONFIRM_MESSAGES, confirmOffer } from '@courtage/contracts/offer/confirm-offer.rpc';
import { addDays, isIsoDate } from '@courtage/contracts/offer/dates';
import { confirmationEmailRequested } from '@courtage/contracts/offer/events';
import { SLOT_TIMES } from '@courtage/contracts/offer/list-slots.rpc';
import type { OfferState } from '@courtage/contracts/offer/vocabulary';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { OfferDeps } from '../deps.ts';
import { changeOfferState } from '../offers/change-state.ts';
import { offerForEmail } from '../offers/lock-offer.ts';
import { requireView } from '../offers/offer-summary.ts';
import { findOfferContact, selectOfferForChange } from '../repositories/offers-repository.ts';
import { insertBooking, takeSlotSeat } from '../repositories/slots-repository.ts';
import { bookingLimitKey, spendBookingAttempt } from '../slots/booking-limit.ts';
import { assertNoLiveBooking } from '../slots/booking-rules.ts';
import { isBusinessDay, isPast, parisNow } from '../slots/business-days.ts';
import { autoAssignCallback } from '../staff/assign-offer.ts';
import { OFFER_NOT_FOUND } from './get-offer.ts';

const invalidSlot = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field: 'slot', message }]);

/**
 * `offer.confirm-offer`: books one seat of a slot and confirms the offer (takeSlotSeat: of two
 * concurrent bookings of the last seat, one gets it). The confirmation email is requested after
 * the commit, in its own transaction: if that fails, the offer stays confirmed and the reply
 * says `emailQueued: false`.
 */
export function confirmOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(confirmOffer, async ({ offerId, dateSlot, timeSlot }, meta) => {
    if (!dateSlot || !timeSlot) throw invalidSlot(CONFIRM_MESSAGES.noSlot);
    if (!isIsoDate(dateSlot) || !(SLOT_TIMES as readonly string[]).includes(timeSlot)) {
      throw invalidSlot(CONFIRM_MESSAGES.noSlot);
    }
    if (!isBusinessDay(dateSlot)) throw invalidSlot(CONFIRM_MESSAGES.notBusinessDay);
    const now = parisNow();
    if (isPast(dateSlot, timeSlot, now)) throw invalidSlot(CONFIRM_MESSAGES.slotPast);
    if (dateSlot > addDays(now.date, deps.bookingHorizonDays)) throw invalidSlot(CONFIRM_MESSAGES.tooFar);

    // The booking limit (slots/booking-limit.ts): an attempt on a live offer counts, whatever
    // the slot's answer; one refused by the limit books nothing.
    const found = await findOfferContact(deps.db, offerId);
    if (!found) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
    if (found.state !== 'proposed') throw new AppError('CONFLICT', CONFIRM_MESSAGES.alreadyConfirmed);
    await spendBookingAttempt(deps.db, bookingLimitKey(found.contact), deps.bookingLimit);

    const confirmed = await deps.db.transaction().execute(async (trx) => {
      const offer = await selectOfferForChange(trx, offerId)
        .select('comparisons.credentials')
        .executeTakeFirst();
      if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
      if (offer.state !== 'proposed') throw new AppError('CONFLICT', CONFIRM_MESSAGES.alreadyConfirmed);
      const emailKey = String((offer.credentials as { email?: unknown }).email ?? '').toLowerCase();
      await assertNoLiveBooking(trx, { comparisonId: offer.comparison_id, emailKey, today: now.date });

      const slotId = await takeSlotSeat(trx, { date: dateSlot, time: timeSlot, capacity: deps.slotCapacity });
      if (!slotId)
        throw new AppError('CONFLICT', CONFIRM_MESSAGES.slotFull, [
          { field: 'slot', message: CONFIRM_MESSAGES.slotFull },
        ]);
      await insertBooking(trx, { slotId, offerId, comparisonId: offer.comparison_id, emailKey });
      await changeOfferState(trx, {
        offerId,
        comparisonId: offer.comparison_id,
        from: offer.state as OfferState,
        to: 'confirmed',
        actor: meta.actor,
        correlationId: meta.correlationId,
        extra: { dateSlot, timeSlot },
      });
      return offer;
    });

    let emailQueued = true;
    try {
      const contact = confirmed.credentials as {
        firstName: string;
        lastName: string;
        email: string;
        postalCode?: string;
      };
      const view = requireView(await deps.formulaViews.get([confirmed.formula_id]), confirmed);
      await deps.db.transaction().execute((trx) =>
        enqueueEvent(
          trx,
          confirmationEmailRequested,
          {
            offerId,
            contact: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email },
            dateSlot,
            timeSlot,
            startDate: confirmed.start_date,
            offer: offerForEmail(confirmed, view),
            // In the fragment: never sent to a server, so never in an access log or a Referer.
            subscribeUrl: `${deps.siteUrl}/subscribe?offerId=${offerId}#cle=${deps.capabilities.issue(offerId, 'email')}`,
            ...(contact.postalCode ? { postalCode: contact.postalCode } : {}),
          },
          { correlationId: meta.correlationId },
        ),
      );
    } catch (error) {
      emailQueued = false;
      deps.logger.error(
        { err: error, offerId },
        'offer confirmed but its confirmation email could not be queued',
      );
    }
    // The broker who will call: after the commit, never failing the confirmation (see assign-offer.ts).
    await autoAssignCallback(deps, offerId, meta);
    return {
      offerId,
      state: 'confirmed' as const,
      dateSlot,
      timeSlot,
      emailQueued,
      message: emailQueued ? CONFIRM_MESSAGES.success : CONFIRM_MESSAGES.successNoEmail,
      // Only whoever confirmed gets this one: subscriber-offer refuses without it.
      subscriptionToken: deps.capabilities.issue(offerId, 'page'),
    };
  });
}
