import { describe, expect, it } from 'vitest';
import { chainedCeiling, chainedP50, shareOfCeiling } from './ceiling.ts';
import type { LoadStats } from './stats.ts';

const part = (requestsPerSecond: number, p50Ms = 1): LoadStats => ({
  count: 1000,
  errors: 0,
  p50Ms,
  p99Ms: p50Ms * 3,
  requestsPerSecond,
});

describe('chained ceiling', () => {
  it('adds the costs per request of the parts', () => {
    // 1/6000 + 1/6000 + 1/3000 = 1/1500
    expect(chainedCeiling([part(6000), part(6000), part(3000)])).toBeCloseTo(1500, 6);
    expect(chainedCeiling([part(2000)])).toBeCloseTo(2000, 6);
  });

  it('gives the share a round trip reached', () => {
    expect(shareOfCeiling(part(900), [part(6000), part(6000), part(3000)])).toBeCloseTo(0.6, 6);
  });

  it('chains the p50s at one caller', () => {
    expect(chainedP50([part(1, 0.25), part(1, 0.5), part(1, 1.5)])).toBeCloseTo(2.25, 6);
  });
});
