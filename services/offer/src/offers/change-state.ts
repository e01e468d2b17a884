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
  },
): Promise<void> {
  if (!OFFER_TRANSITIONS[change.from].includes(change.to)) {
    throw new Error(`offer transition ${change.from} -> ${change.to} is not allowed`);
  }
  const at = new Date();
  await trx
    .updateTable('offers')
    .set({ state: change.to, updated_at: at, ...(change.userId ? { user_id: change.userId } : {}) })
    .where('id', '=', change.offerId)
    .execute();
  await trx
    .insertInto('offer_state_history')
    .values({
      offer_id: change.offerId,
      from_state: change.from,
      to_state: change.to,
      actor: JSON.stringify(change.actor),
    })
    .execute();
  const event = EVENT_OF[change.to];
  if (!event) return;
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
      ...change.extra,
    },
    { correlationId: change.correlationId },
  );
}
