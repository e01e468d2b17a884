import { describe, expect, it } from 'vitest';
import { attemptOf, carryHeaders, describeError, nextStep } from './retry-policy.ts';

describe('attemptOf', () => {
  it('starts at 1 and adds the retries and the broker redeliveries', () => {
    expect(attemptOf(undefined)).toBe(1);
    expect(attemptOf({ 'x-retry-count': 2 })).toBe(3);
    expect(attemptOf({ 'x-retry-count': 2, 'x-delivery-count': 1 })).toBe(4);
    expect(attemptOf({ 'x-retry-count': 'garbage' })).toBe(1);
  });
});

describe('nextStep', () => {
  it('doubles the delay per attempt, then dead-letters at maxAttempts', () => {
    expect(nextStep(1, 3, 1000)).toEqual({ action: 'retry', delayMs: 1000 });
    expect(nextStep(2, 3, 1000)).toEqual({ action: 'retry', delayMs: 2000 });
    expect(nextStep(3, 3, 1000)).toEqual({ action: 'dead-letter' });
    expect(nextStep(9, 3, 1000)).toEqual({ action: 'dead-letter' });
  });

  it('caps the delay at one hour', () => {
    expect(nextStep(30, 40, 1000)).toEqual({ action: 'retry', delayMs: 3_600_000 });
  });
});

describe('carryHeaders', () => {
  it('drops the headers the broker owns and adds the new ones', () => {
    const carried = carryHeaders(
      { 'x-death': [{}], 'x-delivery-count': 2, 'x-correlation-id': 'c' },
      { a: 1 },
    );
    expect(carried).toEqual({ 'x-correlation-id': 'c', a: 1 });
  });
});

describe('describeError', () => {
  it('keeps one bounded line', () => {
    expect(describeError(new TypeError('bad\n  thing'))).toBe('TypeError: bad thing');
    expect(describeError('x'.repeat(5000))).toHaveLength(1000);
  });
});
