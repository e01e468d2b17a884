import { AppError } from '@courtage/contracts/errors';
import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { sql } from 'kysely';
import type { OfferDeps } from '../deps.ts';
import { withDisplay } from '../offers/guarantee-display.ts';
import { OFFER_COLUMNS } from '../offers/offer-columns.ts';
import { requireView, toOfferSummary } from '../offers/offer-summary.ts';
import { insuredByName } from '../subscriptions/named-members.ts';

export const OFFER_NOT_FOUND = 'Offre introuvable.';

/** `offer.get-offer`: one offer with its guarantee table, booking and history. */
export function getOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getOffer, async ({ offerId, userId }) => {
    const row = await deps.db
      .selectFrom('offers')
      .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
      .select([...OFFER_COLUMNS, 'offers.user_id', 'offers.price_lines', 'comparisons.departement'])
      .where('offers.id', '=', offerId)
      .executeTakeFirst();
    if (!row || (userId !== undefined && row.user_id !== userId))
      throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);

    const [views, booking, history, named] = await Promise.all([
      deps.formulaViews.get([row.formula_id]),
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
      // The people insured by name: for their customer only (the public detail names nobody).
      userId === undefined
        ? undefined
        : deps.db
            .selectFrom('subscriptions')
            .innerJoin('offers', 'offers.id', 'subscriptions.offer_id')
            .innerJoin('comparisons', 'comparisons.id', 'offers.comparison_id')
            .select(['subscriptions.beneficiaries', 'comparisons.credentials'])
            .where('subscriptions.offer_id', '=', offerId)
            .executeTakeFirst(),
    ]);
    const view = requireView(views, row);
    const detail: OfferDetail = {
      ...toOfferSummary(row, view),
      guarantees: view.formula.guarantees.map(withDisplay),
      priceLines: row.price_lines as OfferDetail['priceLines'],
      ipid: view.formula.ipid,
      departement: row.departement,
      booking: booking ? { dateSlot: booking.date, timeSlot: booking.slot_time } : null,
      history: [
        { state: 'proposed', at: row.created_at.toISOString() },
        ...history.map((h) => ({ state: h.to_state as OfferDetail['state'], at: h.at.toISOString() })),
      ],
      ...(named
        ? {
            insured: insuredByName(
              named.credentials as { firstName: string; lastName: string },
              named.beneficiaries,
            ),
          }
        : {}),
    };
    return detail;
  });
}
