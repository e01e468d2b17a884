import type { OfferSummary } from '@courtage/contracts/offer/offer';
import { describe, expect, it } from 'vitest';
import { coverScore, providersOf, viewOffers } from './results-view.ts';

function offer(
  id: string,
  provider: string,
  monthlyPrice: number,
  covered: string[],
  meetsAllLevels: boolean,
) {
  return {
    id,
    provider: { code: provider, name: provider.toUpperCase() },
    monthlyPrice,
    meetsAllLevels,
    cover: covered.map((level) => ({ category: 'dental', wanted: 'Moyen', covered: level, meets: true })),
  } as unknown as OfferSummary;
}

const offers = [
  offer('a', 'azur', 80, ['Fort', 'Fort'], true),
  offer('b', 'bleu', 50, ['Minimum', 'Moyen'], false),
  offer('c', 'azur', 65, ['Maximum', 'Fort'], true),
];

describe('results view', () => {
  it('puts by default the offers meeting every wanted level first, each group cheapest first', () => {
    const more = [...offers, offer('d', 'bleu', 40, ['Minimum', 'Minimum'], false)];
    expect(viewOffers(more, 'fit', { provider: '', meetsAllLevelsOnly: false }).map((o) => o.id)).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
  });

  it('sorts by monthly price, or by cover (best first, then cheaper)', () => {
    expect(viewOffers(offers, 'price', { provider: '', meetsAllLevelsOnly: false }).map((o) => o.id)).toEqual(
      ['b', 'c', 'a'],
    );
    expect(coverScore(offers[2] as OfferSummary)).toBe(5);
    expect(viewOffers(offers, 'cover', { provider: '', meetsAllLevelsOnly: false }).map((o) => o.id)).toEqual(
      ['c', 'a', 'b'],
    );
  });

  it('filters by provider and by "meets all my levels", without changing the input', () => {
    expect(
      viewOffers(offers, 'price', { provider: 'azur', meetsAllLevelsOnly: false }).map((o) => o.id),
    ).toEqual(['c', 'a']);
    expect(viewOffers(offers, 'price', { provider: '', meetsAllLevelsOnly: true }).map((o) => o.id)).toEqual([
      'c',
      'a',
    ]);
    expect(viewOffers(offers, 'price', { provider: 'bleu', meetsAllLevelsOnly: true })).toEqual([]);
    expect(offers.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(providersOf(offers)).toEqual([
      { code: 'azur', name: 'AZUR' },
      { code: 'bleu', name: 'BLEU' },
    ]);
  });
});
