import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Used only outside production when CRM_ENCRYPTION_KEY is not set. Never for real data. */
export const DEV_CRM_ENCRYPTION_KEY = 'dev-only-crm-key-not-for-production';

export type FieldCipher = {
  /** `context` is bound as associated data (e.g. `company:<id>:iban`): decrypting under another fails. */
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
};

/** 64 hex characters or 44 base64 characters; any other string is hashed (dev default). */
export function parseCrmKey(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) return Buffer.from(value, 'base64');
  return createHash('sha256').update(value).digest();
}

/**
 * AES-256-GCM, random 12-byte IV per value, the record's identity as associated data so a
 * ciphertext copied onto another company's row does not decrypt. Stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64).
 */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        data.toString('base64'),
      ].join(':');
    },
    decrypt(stored, context) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown encrypted format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** `FR76 **** **** 0189`: country, check digits and the last four, for lists and audit entries. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}

export const ibanContext = (companyId: string) => `company:${companyId}:iban`;
