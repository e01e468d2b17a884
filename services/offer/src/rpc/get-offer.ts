import { AppError } from '@courtage/contracts/errors';
import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { OfferDeps } from '../deps.ts';
import { withDisplay } from '../offers/guarantee-display.ts';
import { OFFER_COLUMNS } from '../offers/offer-columns.ts';
import { type OfferSnapshot, toOfferSummary } from '../offers/offer-snapshot.ts';
import { loadFormulas } from '../repositories/load-catalog.ts';

export const OFFER_NOT_FOUND = 'Offre introuvable.';

/** `offer.get-offer`: one offer with its guarantee table, booking and history. */
export function getOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getOffer, async ({ offerId, userId }) => {
    const row = await deps.db
      .selectFrom('offers')
      .select([...OFFER_COLUMNS, 'offers.user_id', 'offers.plan_version_id', 'offers.formula_id'])
      .where('offers.id', '=', offerId)
      .executeTakeFirst();
    if (!row || (userId !== undefined && row.user_id !== userId))
      throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);

    const [formulas, booking, history] = await Promise.all([
      loadFormulas(deps.db, [row.plan_version_id]),
      deps.db
        .selectFrom('bookings')
        .innerJoin('slots', 'slots.id', 'bookings.slot_id')
        .select([sql<string>`slots.slot_date::text`.as('date'), 'slots.slot_time'])
        .where('bookings.offer_id', '=', offerId)
        .executeTakeFirst(),
      deps.db
        .selectFrom('offer_state_history')
        .select(['to_state', 'at'])
        .where('offer_id', '=', offerId)
        .orderBy('id')
        .execute(),
    ]);
    const formula = formulas.get(row.plan_version_id)?.find((f) => f.id === row.formula_id);
    const snapshot = row.snapshot as OfferSnapshot;
    const detail: OfferDetail = {
      ...toOfferSummary(row),
      guarantees: (formula?.guarantees ?? []).map(withDisplay),
      priceLines: snapshot.priceLines,
      ipid: snapshot.ipid,
      departement: snapshot.departement,
      booking: booking ? { dateSlot: booking.date, timeSlot: booking.slot_time } : null,
      history: [
        { state: 'proposed', at: row.created_at.toISOString() },
        ...history.map((h) => ({ state: h.to_state as OfferDetail['state'], at: h.at.toISOString() })),
      ],
    };
    return detail;
  });
}
