import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The capability to subscribe one confirmed offer: a signed, single-purpose, expiring token.
 * Whoever confirmed gets one in the reply (`page`, kept by the confirmation
 * page); the comparison's address gets another in the confirmation email (`email`, a link).
 * Holding the `email` one proves control of the address, so only it may attach the offer
 * to an account that already existed. The offer id is not in the token: it is signed with
 * it, so a token is worth nothing for another offer.
 *
 * Format `<p|e>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`. The key is derived from
 * OFFER_ENCRYPTION_KEY (HKDF, its own label): no other secret to configure, and a key
 * rotation voids outstanding links, as it should.
 */
export type CapabilityPurpose = 'page' | 'email';

export const CAPABILITY_TTL_SECONDS: Record<CapabilityPurpose, number> = {
  page: 24 * 60 * 60,
  email: 14 * 24 * 60 * 60,
};

const CODES: Record<CapabilityPurpose, string> = { page: 'p', email: 'e' };

export type Capabilities = {
  issue(offerId: string, purpose: CapabilityPurpose, nowMs?: number): string;
  /** The purpose of a valid token for this offer; null when missing, forged, expired or for another offer. */
  verify(token: string | undefined, offerId: string, nowMs?: number): CapabilityPurpose | null;
};

export function createCapabilities(encryptionKey: Buffer): Capabilities {
  const key = Buffer.from(
    hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'offer-subscribe-capability-v1', 32),
  );
  const mac = (purpose: string, offerId: string, expiry: string) =>
    createHmac('sha256', key).update(`subscribe|${purpose}|${offerId.toLowerCase()}|${expiry}`).digest();
  return {
    issue(offerId, purpose, nowMs = Date.now()) {
      const expiry = String(Math.floor(nowMs / 1000) + CAPABILITY_TTL_SECONDS[purpose]);
      return `${CODES[purpose]}.${expiry}.${mac(CODES[purpose], offerId, expiry).toString('base64url')}`;
    },
    verify(token, offerId, nowMs = Date.now()) {
      if (typeof token !== 'string') return null;
      const match = /^([pe])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, code, expiry, signature] = match as unknown as [string, string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(code, offerId, expiry);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expiry) * 1000 <= nowMs) return null;
      return code === 'e' ? 'email' : 'page';
    },
  };
}
