import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * DEV ONLY: the key used when AUTH_ENCRYPTION_KEY is not set outside production.
 * Production refuses to start without a real key.
 */
export const DEV_ONLY_ENCRYPTION_KEY = 'dev-only-courtage-auth-encryption-key';

/** The 32-byte AES key: AUTH_ENCRYPTION_KEY as 64 hex characters, or sha256 of any other text. */
export function deriveEncryptionKey(value: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : createHash('sha256').update(value).digest();
}

/** AES-256-GCM; stored as base64 of iv(12) | tag(16) | ciphertext. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Throws when the data was tampered with or the key is not the one it was encrypted with. */
export function decryptSecret(key: Buffer, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
