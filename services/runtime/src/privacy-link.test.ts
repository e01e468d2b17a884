import { describe, expect, it } from 'vitest';
import {
  DEV_ONLY_PRIVACY_LINK_SECRET,
  PRIVACY_LINK_VALIDITY_DAYS,
  resolvePrivacyLinkSecret,
  signPrivacyToken,
  verifyPrivacyToken,
} from './privacy-link.ts';

const SECRET = 'a'.repeat(40);

describe('privacy link tokens', () => {
  it('gives back the address it was signed for, lower-cased', () => {
    const token = signPrivacyToken(SECRET, 'Claire.Martin@Example.fr');
    expect(verifyPrivacyToken(SECRET, token)).toBe('claire.martin@example.fr');
  });

  it('refuses a forged, altered, foreign-key or expired token', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = signPrivacyToken(SECRET, 'a@example.fr', now);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ e: 'b@example.fr', x: 9_999_999_999 })).toString('base64url');
    expect(verifyPrivacyToken(SECRET, `${other}.${signature}`, now)).toBeNull();
    expect(verifyPrivacyToken(SECRET, `${payload}.${signature.slice(0, -2)}xx`, now)).toBeNull();
    expect(verifyPrivacyToken('b'.repeat(40), token, now)).toBeNull();
    expect(verifyPrivacyToken(SECRET, 'nimporte', now)).toBeNull();
    expect(verifyPrivacyToken(SECRET, `${token}.x`, now)).toBeNull();
    const later = new Date(now.getTime() + (PRIVACY_LINK_VALIDITY_DAYS + 1) * 86_400_000);
    expect(verifyPrivacyToken(SECRET, token, later)).toBeNull();
    expect(verifyPrivacyToken(SECRET, token, new Date(now.getTime() + 86_400_000))).toBe('a@example.fr');
  });

  it('needs a key of 32 characters, and one of its own in production', () => {
    expect(resolvePrivacyLinkSecret({ NODE_ENV: 'test' })).toBe(DEV_ONLY_PRIVACY_LINK_SECRET);
    expect(() => resolvePrivacyLinkSecret({ NODE_ENV: 'production' })).toThrow(
      /PRIVACY_LINK_SECRET manquante/,
    );
    expect(() => resolvePrivacyLinkSecret({ PRIVACY_LINK_SECRET: 'court' })).toThrow(/trop court/);
    expect(resolvePrivacyLinkSecret({ NODE_ENV: 'production', PRIVACY_LINK_SECRET: SECRET })).toBe(SECRET);
  });
});
