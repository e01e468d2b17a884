import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN for no sample', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts, counts and derives the rate from the elapsed time', () => {
    expect(summarize([3, 1, 2, 4], 1, 2000)).toEqual({
      count: 4,
      errors: 1,
      p50Ms: 2,
      p99Ms: 4,
      requestsPerSecond: 2,
    });
  });
});
