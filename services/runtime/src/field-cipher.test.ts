import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, parseFieldKey } from './field-cipher.ts';

// Values written by the two ciphers this module replaced (crm's companies/field-cipher.ts and
// offer's crypto/field-cipher.ts, and offer's first one, before associated data), under each
// service's dev key and a hex key: what their databases hold must still decrypt.
const HEX_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const KEYS = {
  crm: { dev: 'dev-only-crm-key-not-for-production', hex: HEX_KEY },
  offer: { dev: 'dev-only-offer-key-not-for-production', hex: HEX_KEY },
};
const STORED = {
  crm: [
    {
      key: 'dev',
      context: 'company:5b0c6d7e-1111-4222-8333-944455556666:iban',
      plain: 'FR7630006000011234567890189',
      stored: 'v1:WsUTRmdxgaNaLWAw:a9MQSAYzEM9zOTKheIhffQ==:jPYSwSB5kzt3rDnawSAfp5ABwEdSovqPP7n3',
    },
    {
      key: 'hex',
      context: 'company:c0ffee00-0000-4000-8000-000000000001:iban',
      plain: 'DE89370400440532013000',
      stored: 'v1:ktAMRiWDqgVBIEDE:TmbyHTUheBOXZ8jC5IJMWw==:pvXiit/SD3s7xfvI23+9rgXkr66rHA==',
    },
  ],
  offer: [
    {
      key: 'dev',
      context: 'subscriptions.nir:a1b2-c3',
      plain: '285042A00412387',
      stored: 'v1:TBtyse736Y4AvxbP:G0LF912maDRTZ00Taz6J7w==:+lXTpTizBPTKtBqmRbta',
    },
    {
      key: 'dev',
      context: 'subscriptions.nir:a1b2-c3',
      plain: '185057800608436',
      stored: 'v2:0pgQ5xJ+eB4BVEKP:i+ECgyRgwrEjPV2y32s3Vw==:OyGFVXxoMDhYbJSyMyoy',
    },
    {
      key: 'hex',
      context: 'subscriptions.iban:x9',
      plain: 'FR1420041010050500013M02606',
      stored: 'v2:th5gUBCH4WkUwk34:bqS1E9r2mucKwP1ktahSTQ==:GL3XKNr+oBOSUq7PwHKnTv2a1iMSDGZ0GDqa',
    },
  ],
} as const;

describe('createFieldCipher', () => {
  const cipher = createFieldCipher(parseFieldKey('a'.repeat(64)), 'offer');
  const here = 'subscriptions.nir:a1b2';

  it('round-trips under the written prefix and never repeats a ciphertext', () => {
    const a = cipher.encrypt('285042A00412387', here);
    const b = cipher.encrypt('285042A00412387', here);
    expect(a).toMatch(/^v2:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('285042A');
    expect(cipher.decrypt(a, here)).toBe('285042A00412387');
  });

  it('rejects a tampered value, another key, another context and an unknown prefix', () => {
    const stored = cipher.encrypt('FR7630006000011234567890189', here);
    const parts = stored.split(':');
    expect(() =>
      cipher.decrypt([...parts.slice(0, 3), Buffer.from('x'.repeat(27)).toString('base64')].join(':'), here),
    ).toThrow();
    expect(() => createFieldCipher(parseFieldKey('other'), 'offer').decrypt(stored, here)).toThrow();
    expect(() => cipher.decrypt(stored, 'subscriptions.nir:c3d4')).toThrow();
    expect(() => cipher.decrypt(['v3', ...parts.slice(1)].join(':'), here)).toThrow(
      'unknown encrypted format',
    );
    expect(() => cipher.decrypt(['constructor', ...parts.slice(1)].join(':'), here)).toThrow(
      'unknown encrypted format',
    );
  });

  for (const owner of ['crm', 'offer'] as const) {
    it(`reads every value ${owner} stored before, under its own key`, () => {
      for (const value of STORED[owner]) {
        const read = createFieldCipher(parseFieldKey(KEYS[owner][value.key]), owner);
        expect(read.decrypt(value.stored, value.context)).toBe(value.plain);
      }
    });
  }

  it('reads v1 as the format its owner wrote: context-bound in crm, unbound in offer', () => {
    const key = parseFieldKey(HEX_KEY);
    const iv = randomBytes(12);
    const unbound = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([unbound.update('285042A00412387', 'utf8'), unbound.final()]);
    const v1 = ['v1', iv, unbound.getAuthTag(), data].map((p) => p.toString('base64')).join(':');
    expect(createFieldCipher(key, 'offer').decrypt(v1, 'anywhere')).toBe('285042A00412387');
    expect(() => createFieldCipher(key, 'crm').decrypt(v1, 'anywhere')).toThrow();
    // crm's v1 is bound to its company: read under another context, it fails.
    const [crmValue] = STORED.crm;
    const crm = createFieldCipher(parseFieldKey(KEYS.crm.dev), 'crm');
    expect(() => crm.decrypt(crmValue.stored, 'company:another:iban')).toThrow();
  });

  it('parses a hex or base64 key as is and hashes any other string', () => {
    expect(parseFieldKey(HEX_KEY).toString('hex')).toBe(HEX_KEY);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(parseFieldKey(base64).equals(Buffer.alloc(32, 7))).toBe(true);
    expect(parseFieldKey('dev-only-crm-key-not-for-production')).toHaveLength(32);
  });
});
