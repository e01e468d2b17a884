import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of an access token: 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Lifetime of a session (refresh-token family), as the specification's stored items: 3 days. */
export const SESSION_TTL_MS = 259_200_000;
/** The only audience an access token may carry. */
export const ACCESS_TOKEN_AUDIENCE = 'courtage-api';
export const ACCESS_TOKEN_ISSUER = 'courtage-auth';

export type AccountKind = 'customer' | 'staff';
/** 'customer' for customers; 'admin' or 'sub-admin' for staff. */
export type AccountRole = 'customer' | 'admin' | 'sub-admin';

export type AccessClaims = {
  sub: string;
  kind: AccountKind;
  role: AccountRole;
  /** The session (refresh-token family) this token belongs to: sign-out revokes it. */
  sid: string;
  aud: string;
  iss: string;
  token_use: 'access';
  iat: number;
  exp: number;
};

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: string };

// The header is fixed: HS256 is the only algorithm we sign with or accept.
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Signs an access token (HS256) valid ACCESS_TOKEN_TTL_SECONDS from `nowSeconds`. */
export function signAccessToken(
  secret: string,
  subject: { sub: string; kind: AccountKind; role: AccountRole; sid: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): { token: string; expiresAt: Date } {
  const claims: AccessClaims = {
    ...subject,
    aud: ACCESS_TOKEN_AUDIENCE,
    iss: ACCESS_TOKEN_ISSUER,
    token_use: 'access',
    iat: nowSeconds,
    exp: nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
  };
  const unsigned = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  return {
    token: `${unsigned}.${base64url(hmac(secret, unsigned))}`,
    expiresAt: new Date(claims.exp * 1000),
  };
}

function parseJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const KINDS = new Set(['customer', 'staff']);
const ROLES: Record<string, Set<string>> = {
  customer: new Set(['customer']),
  staff: new Set(['admin', 'sub-admin']),
};

/**
 * Checks an access token strictly: header exactly HS256/JWT (no `alg: none`, no key
 * hints), signature in constant time, audience, issuer, `token_use` 'access', expiry
 * (with `leewaySeconds` of clock skew) and the kind/role pair.
 */
export function verifyAccessToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  leewaySeconds = 5,
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) {
    return { ok: false, reason: 'malformed' };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = parseJson(headerPart);
  if (!header || header.alg !== 'HS256' || Object.keys(header).some((k) => k !== 'alg' && k !== 'typ')) {
    return { ok: false, reason: 'algorithm' };
  }
  if (header.typ !== undefined && header.typ !== 'JWT') return { ok: false, reason: 'type' };
  const expected = hmac(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const claims = parseJson(payloadPart);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.aud !== ACCESS_TOKEN_AUDIENCE) return { ok: false, reason: 'audience' };
  if (claims.iss !== ACCESS_TOKEN_ISSUER) return { ok: false, reason: 'issuer' };
  if (claims.token_use !== 'access') return { ok: false, reason: 'type' };
  if (typeof claims.exp !== 'number' || claims.exp + leewaySeconds <= nowSeconds) {
    return { ok: false, reason: 'expired' };
  }
  if (typeof claims.iat !== 'number' || claims.iat - leewaySeconds > nowSeconds) {
    return { ok: false, reason: 'not-yet-valid' };
  }
  const kind = claims.kind;
  if (typeof kind !== 'string' || !KINDS.has(kind) || !ROLES[kind]?.has(String(claims.role))) {
    return { ok: false, reason: 'role' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string')
    return { ok: false, reason: 'subject' };
  return { ok: true, claims: claims as AccessClaims };
}
