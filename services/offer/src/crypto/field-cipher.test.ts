import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, fieldContext, parseEncryptionKey } from './field-cipher.ts';

describe('createFieldCipher', () => {
  const cipher = createFieldCipher(parseEncryptionKey('a'.repeat(64)));
  const here = fieldContext('subscriptions', 'nir', 'A1B2');

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('285042A00412387', here);
    const b = cipher.encrypt('285042A00412387', here);
    expect(a).not.toBe(b);
    expect(a).not.toContain('285042A');
    expect(cipher.decrypt(a, here)).toBe('285042A00412387');
  });

  it('rejects a tampered value or another key', () => {
    const stored = cipher.encrypt('FR7630006000011234567890189', here);
    const parts = stored.split(':');
    parts[3] = Buffer.from('x'.repeat(27)).toString('base64');
    expect(() => cipher.decrypt(parts.join(':'), here)).toThrow();
    expect(() => createFieldCipher(parseEncryptionKey('other')).decrypt(stored, here)).toThrow();
  });

  it('binds a value to its row and column: copied elsewhere, it no longer decrypts', () => {
    const stored = cipher.encrypt('285042A00412387', here);
    expect(() => cipher.decrypt(stored, fieldContext('subscriptions', 'nir', 'C3D4'))).toThrow();
    expect(() => cipher.decrypt(stored, fieldContext('subscriptions', 'iban', 'A1B2'))).toThrow();
  });

  it('still reads the values written before associated data (v1)', () => {
    const key = parseEncryptionKey('a'.repeat(64));
    const iv = randomBytes(12);
    const legacy = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([legacy.update('285042A00412387', 'utf8'), legacy.final()]);
    const stored = ['v1', iv, legacy.getAuthTag(), data].map((p) => p.toString('base64')).join(':');
    expect(cipher.decrypt(stored, here)).toBe('285042A00412387');
  });
});
