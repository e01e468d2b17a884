import { describe, expect, it } from 'vitest';
import { isValidBic } from './bic.ts';

describe('isValidBic', () => {
  it.each(['BNPAFRPP', 'BNPAFRPPXXX', 'agrifrpp882', 'CEPA FR PP 751'])('accepts %s', (bic) =>
    expect(isValidBic(bic)).toBe(true),
  );

  it.each(['', 'BNPAFRP', 'BNPAFRPPX', 'BNPAFRPPXXXX', '1NPAFRPP', 'BNPA12PP'])('rejects %j', (bic) =>
    expect(isValidBic(bic)).toBe(false),
  );
});
