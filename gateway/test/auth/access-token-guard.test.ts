import { createHmac, randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from '../support/test-app.ts';

// The gateway verifies access tokens itself: these are refused before any bus call
// (nothing serves auth.rpc in this vhost, so a call would time out, not answer 401/403).
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (unsigned: string, secret = DEV_ONLY_JWT_SECRET) =>
  `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;

describe('access-token guard of the gateway', () => {
  let app: FastifyInstance;
  const now = () => Math.floor(Date.now() / 1000);
  const customer = { sub: randomUUID(), kind: 'customer', role: 'customer', sid: randomUUID() } as const;
  const claims = () => ({
    ...customer,
    aud: 'courtage-api',
    iss: 'courtage-auth',
    token_use: 'access',
    iat: now(),
    exp: now() + 900,
  });

  beforeAll(async () => {
    app = await buildTestApp({ RPC_TIMEOUT_MS: '300' });
  });
  afterAll(async () => app?.close());

  const get = (url: string, token?: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it('answers 401 in French without a token', async () => {
    const response = await get('/auth/v1/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Veuillez vous connecter.' });
  });

  it('refuses alg none, a wrong audience, a bad signature and an expired token', async () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const refused = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`,
      `${b64({ alg: 'none' })}.${b64(claims())}.${b64('x')}`,
      sign(`${header}.${b64({ ...claims(), aud: 'another-api' })}`),
      sign(`${header}.${b64(claims())}`, 'not-the-secret-but-long-enough-0123456789'),
      sign(`${header}.${b64({ ...claims(), iat: now() - 1000, exp: now() - 60 })}`),
      sign(`${header}.${b64({ ...claims(), token_use: 'refresh' })}`),
      sign(`${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims())}`),
      'garbage',
    ];
    for (const token of refused) {
      const response = await get('/auth/v1/user', token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Votre session a expiré. Veuillez vous reconnecter.',
      });
    }
  });

  it('lets a valid token through to the service (which is not running here: the French 503 at once)', async () => {
    const { token } = signAccessToken(DEV_ONLY_JWT_SECRET, customer);
    expect((await get('/auth/v1/user', token)).statusCode).toBe(503);
  });

  it('answers 403 to a token of the wrong kind or role', async () => {
    const { token: customerToken } = signAccessToken(DEV_ONLY_JWT_SECRET, customer);
    expect((await get('/api/v1/admin/profile', customerToken)).statusCode).toBe(403);
    const subAdmin = signAccessToken(DEV_ONLY_JWT_SECRET, {
      sub: randomUUID(),
      kind: 'staff',
      role: 'sub-admin',
      sid: randomUUID(),
    });
    const response = await get('/api/v1/admin/staff', subAdmin.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Accès refusé.' });
    expect((await get('/auth/v1/user', subAdmin.token)).statusCode).toBe(403);
  });

  it('refuses to start in production without JWT_SECRET', async () => {
    const previous = process.env.JWT_SECRET;
    delete process.env.JWT_SECRET;
    try {
      await expect(buildTestApp({ NODE_ENV: 'production' })).rejects.toThrow(/JWT_SECRET manquante/);
    } finally {
      if (previous !== undefined) process.env.JWT_SECRET = previous;
    }
  });
});
