import type { OfferDetail, OfferSummary } from '@courtage/contracts/offer/offer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearComparison,
  linkedOfferIds,
  readComparison,
  saveComparison,
  toSummary,
} from './saved-comparison.ts';

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
  it('reads the offers of the email link, keeping well-formed ids only', () => {
    const a = '5b0f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b';
    const b = '0d6c4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8c';
    expect(linkedOfferIds(`?offres=${a},${b}`)).toEqual([a, b]);
    expect(linkedOfferIds(`?offres=${a},not-an-id,<script>`)).toEqual([a]);
    expect(linkedOfferIds('?offres=nothing')).toBeUndefined();
    expect(linkedOfferIds('')).toBeUndefined();
  });

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
