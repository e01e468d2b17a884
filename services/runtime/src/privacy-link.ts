import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link of the emails' footer that withdraws a person's consents (contact recall and
 * marketing) without signing in: the notification service signs the recipient's address, the
 * gateway verifies it. A token is `<payload>.<signature>`, both base64url: the payload is
 * `{ "e": address, "x": expiry in seconds }`, the signature HMAC-SHA256 of the payload with
 * PRIVACY_LINK_SECRET. Nothing else is in it: the link proves only that its holder got an email
 * sent to that address.
 */

/** DEV ONLY: the key when PRIVACY_LINK_SECRET is not set outside production (production refuses it). */
export const DEV_ONLY_PRIVACY_LINK_SECRET = 'dev-only-courtage-privacy-link-secret-change-me-0123';

/** How long a footer link works: long enough for an email read months later (CNIL: no time limit set). */
export const PRIVACY_LINK_VALIDITY_DAYS = 400;

/** The key from PRIVACY_LINK_SECRET: 32+ characters, required in production; the dev-only one elsewhere. */
export function resolvePrivacyLinkSecret(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.PRIVACY_LINK_SECRET?.trim();
  if (value) {
    if (value.length < 32)
      throw new Error('Configuration invalide : PRIVACY_LINK_SECRET trop court (32 caractères minimum)');
    return value;
  }
  if (env.NODE_ENV === 'production')
    throw new Error('Configuration invalide : PRIVACY_LINK_SECRET manquante (obligatoire en production)');
  return DEV_ONLY_PRIVACY_LINK_SECRET;
}

const sign = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A token for `email`, valid PRIVACY_LINK_VALIDITY_DAYS from `now`. */
export function signPrivacyToken(secret: string, email: string, now: Date = new Date()): string {
  const expiry = Math.floor(now.getTime() / 1000) + PRIVACY_LINK_VALIDITY_DAYS * 86_400;
  const payload = Buffer.from(JSON.stringify({ e: email.toLowerCase(), x: expiry })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The address a token was signed for, or null (malformed, forged, expired). */
export function verifyPrivacyToken(secret: string, token: string, now: Date = new Date()): string | null {
  if (token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      e?: unknown;
      x?: unknown;
    };
    if (typeof data.e !== 'string' || typeof data.x !== 'number') return null;
    if (data.x * 1000 < now.getTime()) return null;
    return data.e;
  } catch {
    return null;
  }
}
