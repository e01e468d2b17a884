import { describe, expect, it } from 'vitest';
import { isUnavailableError } from './unavailable.ts';

describe('isUnavailableError', () => {
  it('recognizes a database or cache that cannot be reached', () => {
    expect(
      isUnavailableError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isUnavailableError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(
      isUnavailableError(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).toBe(true);
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableError(new Error('Connection is closed.'))).toBe(true);
    expect(
      isUnavailableError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])),
    ).toBe(true);
    expect(isUnavailableError(new Error('wrapped', { cause: { code: '08006' } }))).toBe(true);
  });

  it('leaves bugs and refusals alone', () => {
    expect(isUnavailableError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnavailableError('ECONNREFUSED')).toBe(false);
    expect(isUnavailableError(null)).toBe(false);
  });
});
