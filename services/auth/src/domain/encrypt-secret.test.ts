import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveEncryptionKey, encryptSecret } from './encrypt-secret.ts';

describe('encryptSecret (AES-256-GCM)', () => {
  const key = deriveEncryptionKey(randomBytes(32).toString('hex'));

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    const b = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(decryptSecret(key, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and tampered data', () => {
    const stored = encryptSecret(key, 'secret');
    expect(() => decryptSecret(deriveEncryptionKey('another key'), stored)).toThrow();
    const raw = Buffer.from(stored, 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(key, raw.toString('base64'))).toThrow();
  });

  it('takes 64 hex characters as the key itself, anything else through sha256', () => {
    expect(deriveEncryptionKey('ab'.repeat(32))).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(deriveEncryptionKey('a passphrase')).toHaveLength(32);
  });
});
