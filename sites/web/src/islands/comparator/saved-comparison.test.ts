import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearComparison, readComparison, saveComparison, toSummary } from './saved-comparison.ts';

const offer = (id: string) => ({ id, comparisonId: 'c1' }) as OfferSummary;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('saved comparison', () => {
  it('keeps the comparison and its offers in order, and forgets them on demand', () => {
    saveComparison([offer('o2'), offer('o1')]);
    expect(readComparison()).toEqual({ comparisonId: 'c1', offerIds: ['o2', 'o1'] });
    clearComparison();
    expect(readComparison()).toBeUndefined();
  });

  it('stores nothing for an empty result and ignores a damaged record', () => {
    saveComparison([]);
    expect(readComparison()).toBeUndefined();
    sessionStorage.setItem('comparator.comparison', '{"comparisonId":"c1","offerIds":[3]}');
    expect(readComparison()).toBeUndefined();
    sessionStorage.setItem('comparator.comparison', 'not json');
    expect(readComparison()).toBeUndefined();
  });

  it('cuts a detail back to its summary', () => {
    const detail = {
      id: 'o1',
      guarantees: [],
      priceLines: [],
      ipid: {},
      departement: '33',
      booking: null,
      history: [],
    };
    expect(toSummary(detail as unknown as OfferDetail)).toEqual({ id: 'o1' });
  });
});
