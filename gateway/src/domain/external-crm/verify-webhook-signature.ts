import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying the Unix time (seconds) the partner signed the delivery at. */
export const TIMESTAMP_HEADER = 'x-courtage-timestamp';
/** Header carrying `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the shared secret>`. */
export const SIGNATURE_HEADER = 'x-courtage-signature';
/** How far the signing time may be from ours, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_MESSAGES = {
  badSignature: 'Signature invalide.',
  stale: 'Horodatage hors de la fenêtre de 5 minutes : signez de nouveau la livraison.',
} as const;

export type SignatureCheck =
  | { ok: true; deliveryId: string }
  | { ok: false; reason: 'bad-signature' | 'stale' };

/** The signature the partner must send for this body at this time (hex). */
export function signWebhookBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Checks a delivery: the HMAC over `timestamp.body` in constant time, then the 5-minute window
 * (the timestamp is signed, so it cannot be moved without breaking the signature). The hex
 * signature is the delivery's id: crm refuses the same one twice (a replay).
 */
export function verifyWebhookSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowSeconds: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad-signature' };
  const match = /^sha256=([0-9a-f]{64})$/.exec(signature?.trim() ?? '');
  if (!match?.[1]) return { ok: false, reason: 'bad-signature' };
  const expected = Buffer.from(signWebhookBody(input.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(match[1], 'hex');
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'bad-signature' };
  if (Math.abs(input.nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  return { ok: true, deliveryId: match[1] };
}
