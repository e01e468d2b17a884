import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_CODE_LENGTH } from '@courtage/contracts/offer/signature-messages';

/** A one-time code: SIGNATURE_CODE_LENGTH digits, uniformly drawn. */
export function newSignatureCode(): string {
  return String(randomInt(0, 10 ** SIGNATURE_CODE_LENGTH)).padStart(SIGNATURE_CODE_LENGTH, '0');
}

/** The code's HMAC-SHA256, bound to its file: a stolen table row gives neither the code nor another file's. */
export function hashSignatureCode(key: Buffer, subscriptionId: string, code: string): string {
  return createHmac('sha256', key).update(`signature-code:${subscriptionId}:${code}`).digest('hex');
}

/** Whether `code` (spaces ignored) is the one hashed, in constant time. */
export function signatureCodeMatches(
  key: Buffer,
  subscriptionId: string,
  code: string,
  hash: string,
): boolean {
  const candidate = Buffer.from(hashSignatureCode(key, subscriptionId, code.replace(/\s/g, '')), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** The HMAC key of the signature codes, derived from the field encryption key (OFFER_ENCRYPTION_KEY). */
export function signatureCodeKeyOf(encryptionKey: Buffer): Buffer {
  return createHmac('sha256', encryptionKey).update('signature-codes').digest();
}
