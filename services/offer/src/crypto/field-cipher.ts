import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Used only outside production when OFFER_ENCRYPTION_KEY is not set. Never for real data. */
export const DEV_ENCRYPTION_KEY = 'dev-only-offer-key-not-for-production';

/**
 * `context` is authenticated with the value (AES-GCM associated data) and names where it is
 * stored, e.g. `subscriptions.nir:<offerId>`: a ciphertext copied to another row or column
 * no longer decrypts. Values written before (`v1:`, no context) stay readable.
 */
export type FieldCipher = {
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
};

/** The associated data of a column of a row: `<table>.<column>:<row key>`. */
export function fieldContext(table: string, column: string, rowKey: string): string {
  return `${table}.${column}:${rowKey.toLowerCase()}`;
}

/**
 * The 32-byte AES key: OFFER_ENCRYPTION_KEY as 64 hex characters or 44 base64 characters;
 * any other string is hashed with SHA-256 (handy for the dev default, weak for a real key).
 */
export function parseEncryptionKey(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const base64 = Buffer.from(value, 'base64');
  if (base64.length === 32 && /^[A-Za-z0-9+/]{43}=$/.test(value)) return base64;
  return createHash('sha256').update(value).digest();
}

/**
 * AES-256-GCM with a random 12-byte IV per value, stored as `v2:<iv>:<tag>:<ciphertext>`
 * (base64) with its context as associated data; `v1:` values (no associated data) are read.
 */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v2', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },
    decrypt(stored, context) {
      const [version, iv, tag, data] = stored.split(':');
      if ((version !== 'v1' && version !== 'v2') || !iv || !tag || data === undefined)
        throw new Error('unknown encrypted format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      if (version === 'v2') decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
