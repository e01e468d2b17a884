import { AppError } from '@courtage/contracts/errors';
import { getOffer } from '@courtage/contracts/offer/get-offer.rpc';
import type { OfferDetail } from '@courtage/contracts/offer/offer';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { withDisplay } from '../offers/guarantee-display.ts';
import { offerGuarantees, requireView, toOfferSummary } from '../offers/offer-summary.ts';
import { findOfferDetailRow, listOfferStateChanges } from '../repositories/offers-repository.ts';
import { findOfferBooking } from '../repositories/slots-repository.ts';
import { findNamedBeneficiaries } from '../repositories/subscriptions-repository.ts';
import { insuredByName } from '../subscriptions/named-members.ts';

export const OFFER_NOT_FOUND = 'Offre introuvable.';

/** `offer.get-offer`: one offer with its guarantee table, booking and history. */
export function getOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(getOffer, async ({ offerId, userId }) => {
    const row = await findOfferDetailRow(deps.db, offerId);
    if (!row || (userId !== undefined && row.user_id !== userId))
      throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);

    const [views, booking, history, named] = await Promise.all([
      deps.formulaViews.get([row.formula_id]),
      findOfferBooking(deps.db, offerId),
      listOfferStateChanges(deps.db, offerId),
      // The people insured by name: for their customer only (the public detail names nobody).
      userId === undefined ? undefined : findNamedBeneficiaries(deps.db, offerId),
    ]);
    const view = requireView(views, row);
    const detail: OfferDetail = {
      ...toOfferSummary(row, view),
      guarantees: offerGuarantees(row, view).map(withDisplay),
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
