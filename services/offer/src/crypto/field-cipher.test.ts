import { describe, expect, it } from 'vitest';
import { createFieldCipher, parseEncryptionKey } from './field-cipher.ts';

describe('createFieldCipher', () => {
  const cipher = createFieldCipher(parseEncryptionKey('a'.repeat(64)));

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('285042A00412387');
    const b = cipher.encrypt('285042A00412387');
    expect(a).not.toBe(b);
    expect(a).not.toContain('285042A');
    expect(cipher.decrypt(a)).toBe('285042A00412387');
  });

  it('rejects a tampered value or another key', () => {
    const stored = cipher.encrypt('FR7630006000011234567890189');
    const parts = stored.split(':');
    parts[3] = Buffer.from('x'.repeat(27)).toString('base64');
    expect(() => cipher.decrypt(parts.join(':'))).toThrow();
    expect(() => createFieldCipher(parseEncryptionKey('other')).decrypt(stored)).toThrow();
  });
});
