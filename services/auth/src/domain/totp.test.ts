import { describe, expect, it } from 'vitest';
import { buildOtpauthUri, decodeBase32, encodeBase32, hotp, matchTotp, totpAt } from './totp.ts';

// RFC 6238 appendix B, SHA-1 rows: the key is the ASCII "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = encodeBase32(RFC_KEY);
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 SHA-1 test vectors (8 digits)', () => {
    for (const [seconds, code] of VECTORS) {
      expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(code);
    }
  });

  it('gives the last 6 digits of those vectors with the app settings', () => {
    for (const [seconds, code] of VECTORS) {
      expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
    }
  });

  it('accepts one step of drift either way, and no more', () => {
    const now = 1111111111 * 1000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 60_000), now)).toBeNull();
  });

  it('refuses codes that are not 6 digits', () => {
    expect(matchTotp(RFC_SECRET, '12345', 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', 0)).toBeNull();
  });

  it('round-trips base32 (RFC 4648 vector) and builds the otpauth URI', () => {
    expect(encodeBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(decodeBase32('MZXW6YTBOI').toString()).toBe('foobar');
    expect(buildOtpauthUri('ABC', 'a@b.fr', 'Courtage Santé')).toBe(
      'otpauth://totp/Courtage%20Sant%C3%A9%3Aa%40b.fr?secret=ABC&issuer=Courtage+Sant%C3%A9&algorithm=SHA1&digits=6&period=30',
    );
  });
});
