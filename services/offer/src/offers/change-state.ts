import type { Actor, EventDefinition } from '@courtage/contracts/define';
import {
  type OfferStateChangedData,
  offerCancelled,
  offerConfirmed,
  offerReviewStarted,
  offerSigned,
  offerSubscribed,
} from '@courtage/contracts/offer/events';
import { OFFER_TRANSITIONS, type OfferState } from '@courtage/contracts/offer/vocabulary';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { insertStateHistory, updateOfferState } from '../repositories/offers-repository.ts';
import { releaseBooking } from '../repositories/slots-repository.ts';
import { loadOfferEventContext } from './event-summary.ts';

const EVENT_OF: Partial<Record<OfferState, EventDefinition<typeof offerConfirmed.data>>> = {
  confirmed: offerConfirmed,
  subscribed: offerSubscribed,
  in_review: offerReviewStarted,
  signed: offerSigned,
  cancelled: offerCancelled,
};

/**
 * Moves an offer (locked by the caller) from `from` to `to` inside the caller's transaction:
 * the row, the history and the `offer.offer.<verb>` event commit together.
 */
export async function changeOfferState(
  trx: Transaction<OfferDatabase>,
  change: {
    offerId: string;
    comparisonId: string;
    from: OfferState;
    to: OfferState;
    actor: Actor;
    correlationId: string;
    userId?: string;
    extra?: Pick<OfferStateChangedData, 'dateSlot' | 'timeSlot'>;
    /** The staff member moving it from the back-office, and the note that explains the move. */
    staff?: { id: string; name: string };
    note?: string;
  },
): Promise<void> {
  if (!OFFER_TRANSITIONS[change.from].includes(change.to)) {
    throw new Error(`offer transition ${change.from} -> ${change.to} is not allowed`);
  }
  const at = new Date();
  await updateOfferState(trx, change.offerId, { state: change.to, at, userId: change.userId });
  // A cancelled offer gives its call-back seat back (slots not held by dead offers).
  if (change.to === 'cancelled') await releaseBooking(trx, change.offerId);
  await insertStateHistory(trx, {
    offerId: change.offerId,
    from: change.from,
    to: change.to,
    actor: change.actor,
    note: change.note ?? null,
    actorName: change.staff?.name ?? null,
  });
  const event = EVENT_OF[change.to];
  if (!event) return;
  // The offer as it is after the change (same transaction): crm needs it, not just the id.
  const context = await loadOfferEventContext(trx, change.offerId);
  await enqueueEvent(
    trx,
    event,
    {
      offerId: change.offerId,
      comparisonId: change.comparisonId,
      from: change.from,
      to: change.to,
      at: at.toISOString(),
      ...(change.userId ? { userId: change.userId } : {}),
      ...(context?.booking ?? {}),
      ...change.extra,
      ...(change.staff ? { staffId: change.staff.id } : {}),
      ...(change.note ? { note: change.note } : {}),
      ...(context ? { offer: context.offer } : {}),
    },
    { correlationId: change.correlationId },
  );
}
