import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../../services/auth/src/domain/totp.ts';
import { type AuthStack, startAuthStack, TEST_ADMIN } from '../support/auth-stack.ts';
import { randomIp } from '../support/test-app.ts';

// Issue 12: with TOTP on, an access token alone no longer replaces the secret (and voids the
// recovery codes): enable-2fa asks for the password, as disable-2fa does.
describe('enable-2fa over a live secret needs the password', () => {
  let stack: AuthStack;
  let app: FastifyInstance;
  const ip = randomIp();

  beforeAll(async () => {
    stack = await startAuthStack('twofa');
    app = stack.app;
  });
  afterAll(async () => stack?.stop());

  const post = (url: string, token: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('sets up freely the first time, then refuses without or with a wrong password', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/admin',
      remoteAddress: ip,
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const code = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))?.code;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/verify-otp',
      remoteAddress: ip,
      payload: { challengeId: started.json().challengeId, code },
    });
    const token = signedIn.json().tokens.accessToken as string;

    const first = await post('/api/v1/admin/enable-2fa', token);
    expect(first.statusCode, first.body).toBe(200);
    const secret = first.json().secret as string;
    expect(
      (await post('/api/v1/admin/verify-2fa', token, { code: totpAt(secret, Date.now()) })).statusCode,
    ).toBe(200);

    const bare = await post('/api/v1/admin/enable-2fa', token);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      { field: 'password', message: 'Veuillez saisir votre mot de passe actuel.' },
    ]);
    const wrong = await post('/api/v1/admin/enable-2fa', token, { password: 'Pas-le-bon-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toEqual({
      field: 'password',
      message: 'Le mot de passe actuel est incorrect.',
    });
    // Nothing changed: the first secret still signs in... and with the password, a new one.
    const { rows } = await stack.sql.query('select totp_enabled from staff where lower(email) = lower($1)', [
      TEST_ADMIN.email,
    ]);
    expect(rows[0].totp_enabled).toBe(true);
    const replaced = await post('/api/v1/admin/enable-2fa', token, { password: TEST_ADMIN.password });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().secret).not.toBe(secret);
  });
});
