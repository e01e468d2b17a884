import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import { DEV_ONLY_JWT_SECRET, resolveJwtSecret } from './jwt-secret.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const SUBJECT = {
  sub: '0b6f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b',
  kind: 'customer',
  role: 'customer',
  sid: 's1',
} as const;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forge(header: unknown, claims: unknown, secret = SECRET): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('access tokens', () => {
  it('verify what they sign, for 15 minutes', () => {
    const now = 1_800_000_000;
    const { token, expiresAt } = signAccessToken(SECRET, SUBJECT, now);
    expect(expiresAt.getTime()).toBe((now + 900) * 1000);
    const result = verifyAccessToken(SECRET, token, now + 60);
    expect(result).toMatchObject({
      ok: true,
      claims: { ...SUBJECT, aud: 'courtage-api', token_use: 'access' },
    });
    expect(verifyAccessToken(SECRET, token, now + 906)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse alg none, other algorithms and key hints', () => {
    const { token } = signAccessToken(SECRET, SUBJECT);
    const claims = claimsOf(token);
    expect(verifyAccessToken(SECRET, `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`).ok).toBe(false);
    expect(verifyAccessToken(SECRET, `${b64({ alg: 'none' })}.${b64(claims)}.x`).ok).toBe(false);
    expect(verifyAccessToken(SECRET, forge({ alg: 'HS512', typ: 'JWT' }, claims))).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    expect(verifyAccessToken(SECRET, forge({ alg: 'HS256', kid: '../x' }, claims))).toEqual({
      ok: false,
      reason: 'algorithm',
    });
  });

  it('refuse a bad signature, a wrong audience, another token type or a mismatched role', () => {
    const { token } = signAccessToken(SECRET, SUBJECT);
    const claims = claimsOf(token);
    expect(verifyAccessToken('another-secret-of-at-least-32-chars', token)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyAccessToken(SECRET, `${token.slice(0, -2)}xx`).ok).toBe(false);
    expect(
      verifyAccessToken(SECRET, forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'other' })),
    ).toEqual({
      ok: false,
      reason: 'audience',
    });
    expect(
      verifyAccessToken(SECRET, forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, token_use: 'refresh' })),
    ).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(
      verifyAccessToken(SECRET, forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, role: 'admin' })),
    ).toEqual({
      ok: false,
      reason: 'role',
    });
    expect(verifyAccessToken(SECRET, 'not.a-token')).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('resolveJwtSecret', () => {
  it('uses the dev-only default outside production and refuses production without a secret', () => {
    expect(resolveJwtSecret({ NODE_ENV: 'development' })).toBe(DEV_ONLY_JWT_SECRET);
    expect(() => resolveJwtSecret({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => resolveJwtSecret({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/trop court/);
    expect(resolveJwtSecret({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toBe(SECRET);
  });
});
