import { describe, expect, it } from 'vitest';
import { isValidSiren } from './siren.ts';
import { isValidSiret } from './siret.ts';

describe('isValidSiren', () => {
  it.each(['732829320', '443061841', '356000000', '443 061 841'])('accepts %s', (siren) =>
    expect(isValidSiren(siren)).toBe(true),
  );

  it.each(['', '732829321', '44306184', '4430618410', 'ABCDEFGHI'])('rejects %j', (siren) =>
    expect(isValidSiren(siren)).toBe(false),
  );
});

describe('isValidSiret', () => {
  it('accepts a SIRET passing Luhn on a valid SIREN', () => {
    expect(isValidSiret('44306184100047')).toBe(true);
    expect(isValidSiret('443 061 841 00047')).toBe(true);
  });

  it('rejects a SIRET failing Luhn', () => {
    expect(isValidSiret('44306184100048')).toBe(false);
  });

  it('checks La Poste establishments by their digit sum (multiple of 5), not Luhn', () => {
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it.each(['', '4430618410004', '443061841000470', '4430618410004A'])('rejects %j', (siret) =>
    expect(isValidSiret(siret)).toBe(false),
  );
});
