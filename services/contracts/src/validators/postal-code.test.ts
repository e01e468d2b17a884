import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code.ts';

describe('isValidPostalCode', () => {
  it.each(['75011', '20000', '97400', '01000'])('accepts %s', (code) =>
    expect(isValidPostalCode(code)).toBe(true),
  );

  it.each(['', '7501', '750111', 'abc', '75 011', '2A000', ' 75011'])('rejects %j', (code) =>
    expect(isValidPostalCode(code)).toBe(false),
  );
});
