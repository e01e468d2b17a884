import { AppError } from '@courtage/contracts/errors';
import { COMPARISON_EMAIL_UNKNOWN, emailComparison } from '@courtage/contracts/offer/email-comparison.rpc';
import { comparisonEmailRequested } from '@courtage/contracts/offer/events';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { OfferDeps } from '../deps.ts';
import { toOfferSummaries } from '../offers/offer-summary.ts';
import { listComparisonOffersByIds } from '../repositories/offers-repository.ts';

type Credentials = { firstName: string; lastName: string; email: string };

/**
 * `offer.email-comparison`: the offers shown, all of one comparison, go as a PDF with their
 * examples to that comparison's address (`offer.comparison.email-requested`, rendered and sent
 * by notification). Unknown ids or ids of several comparisons: NOT_FOUND, nothing sent.
 */
export function emailComparisonHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(emailComparison, async ({ offerIds }, meta) => {
    const rows = await listComparisonOffersByIds(deps.db, offerIds);
    const comparisonIds = new Set(rows.map((row) => row.comparison_id));
    if (rows.length !== offerIds.length || comparisonIds.size !== 1)
      throw new AppError('NOT_FOUND', COMPARISON_EMAIL_UNKNOWN);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = offerIds.map((id) => byId.get(id)!);
    const summaries = await toOfferSummaries(deps.formulaViews, ordered);
    const first = ordered[0]!;
    const contact = first.credentials as Credentials;
    await enqueueEvent(
      deps.db,
      comparisonEmailRequested,
      {
        comparisonId: first.comparison_id,
        requestedAt: new Date().toISOString(),
        startDate: first.start_date,
        contact: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email },
        offersUrl: `${deps.siteUrl}/?offres=${offerIds.join(',')}`,
        offers: summaries.map((offer) => ({
          providerName: offer.provider.name,
          planName: offer.plan.name,
          formulaName: offer.formula.name,
          monthlyPrice: offer.monthlyPrice,
          yearlyPrice: offer.yearlyPrice,
          meetsAllLevels: offer.meetsAllLevels,
          ...(offer.eligibilityNote ? { eligibilityNote: offer.eligibilityNote } : {}),
          examples: (offer.examples ?? []).map(({ label, price, secu, plan, left }) => ({
            label,
            price,
            secu,
            plan,
            left,
          })),
        })),
      },
      { correlationId: meta.correlationId },
    );
    return { queued: true as const };
  });
}
