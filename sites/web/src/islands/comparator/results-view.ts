import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { levelRank } from '@courtage/contracts/offer/vocabulary';

/** 'fit' (the default): the offers meeting every wanted level first, each group cheapest first. */
export type SortKey = 'fit' | 'price' | 'cover';
export type ResultsFilter = { provider: string; meetsAllLevelsOnly: boolean };

/** Sum of the covered levels (0 for Minimum ... 3 for Maximum) over the five categories. */
export function coverScore(offer: OfferSummary): number {
  return offer.cover.reduce((sum, cover) => sum + levelRank(cover.covered), 0);
}

/** The offers to show: filtered by provider and "meets all my levels", sorted by fit, price or cover. */
export function viewOffers(offers: OfferSummary[], sort: SortKey, filter: ResultsFilter): OfferSummary[] {
  const kept = offers.filter(
    (offer) =>
      (filter.provider === '' || offer.provider.code === filter.provider) &&
      (!filter.meetsAllLevelsOnly || offer.meetsAllLevels),
  );
  const byPrice = (a: OfferSummary, b: OfferSummary) => a.monthlyPrice - b.monthlyPrice;
  const byFit = (a: OfferSummary, b: OfferSummary) =>
    Number(b.meetsAllLevels) - Number(a.meetsAllLevels) || byPrice(a, b);
  const byCover = (a: OfferSummary, b: OfferSummary) => coverScore(b) - coverScore(a) || byPrice(a, b);
  return kept.sort(sort === 'fit' ? byFit : sort === 'price' ? byPrice : byCover);
}

/** The providers present in the offers, by name, once each. */
export function providersOf(offers: OfferSummary[]): Array<{ code: string; name: string }> {
  const byCode = new Map(offers.map((offer) => [offer.provider.code, offer.provider.name]));
  return [...byCode]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
export const formatEuros = (amount: number): string => EUROS.format(amount);
