import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption of single columns (an IBAN, a NIR) with AES-256-GCM and a random 12-byte IV per
 * value, stored as `<prefix>:<iv>:<tag>:<ciphertext>` (base64). The prefix names the format,
 * so a value is always read the way it was written; a format once written is never changed,
 * only a new prefix added.
 */
export type FieldCipher = {
  /** `context` names where the value is stored (its row and column), e.g. `company:<id>:iban`. */
  encrypt(plain: string, context: string): string;
  /** Throws when the value was written under another key or context, or was changed. */
  decrypt(stored: string, context: string): string;
};

/** A stored format: how its prefix's values are decrypted. */
export type FieldFormat = {
  /** The value's context is the AES-GCM associated data: copied to another row or column, it fails. */
  contextBound: boolean;
};

/** AES-256-GCM with the context as associated data. */
const CONTEXT_BOUND: FieldFormat = { contextBound: true };
/** AES-256-GCM without associated data: a value decrypts wherever it is copied. */
const UNBOUND: FieldFormat = { contextBound: false };

/** The prefix every service writes, and its format. */
export const WRITTEN_PREFIX = 'v2';

/** Each prefix every service reads, and the one format it names. */
export const FIELD_FORMATS: ReadonlyMap<string, FieldFormat> = new Map([[WRITTEN_PREFIX, CONTEXT_BOUND]]);

/**
 * `v1:` was written before the services shared this module, and meant two formats: crm's
 * company IBANs were bound to their context, offer's first NIRs and IBANs were not. Each
 * service reads its own `v1:` values, and no service writes `v1:` any more.
 */
export const LEGACY_V1_FORMATS = { crm: CONTEXT_BOUND, offer: UNBOUND } as const;

/** The services with stored `v1:` values: the owner of the key decides what `v1:` means. */
export type FieldCipherOwner = keyof typeof LEGACY_V1_FORMATS;

/**
 * The 32-byte key of a service's variable (CRM_ENCRYPTION_KEY, OFFER_ENCRYPTION_KEY): 64 hex
 * characters or 44 base64 characters; any other string is hashed with SHA-256 (handy for the
 * dev defaults, weak for a real key).
 */
export function parseFieldKey(value: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) return Buffer.from(value, 'base64');
  return createHash('sha256').update(value).digest();
}

/** The cipher of `owner`'s columns: writes `v2:`, reads `v2:` and `owner`'s own `v1:`. */
export function createFieldCipher(key: Buffer, owner: FieldCipherOwner): FieldCipher {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  const formats = new Map([...FIELD_FORMATS, ['v1', LEGACY_V1_FORMATS[owner]]]);
  return {
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [WRITTEN_PREFIX, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'))].join(
        ':',
      );
    },
    decrypt(stored, context) {
      const [prefix, iv, tag, data] = stored.split(':');
      const format = prefix === undefined ? undefined : formats.get(prefix);
      if (!format || !iv || !tag || data === undefined) throw new Error('unknown encrypted format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      if (format.contextBound) decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
