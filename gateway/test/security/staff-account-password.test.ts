import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../../services/auth/src/domain/totp.ts';
import { type AuthStack, startAuthStack, TEST_ADMIN } from '../support/auth-stack.ts';
import { randomIp } from '../support/test-app.ts';

// Issue 12: an access token alone no longer replaces a live TOTP secret (and voids the
// recovery codes) nor moves the sign-in email; the previous address hears of a new one.
describe('staff account changes that need the password', () => {
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

  /** Password, then the emailed code (or, with TOTP on, `totp` true: the app's code). */
  async function signIn(email: string, password: string, totp = false): Promise<string> {
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/admin',
      remoteAddress: ip,
      payload: { email, password },
    });
    expect(started.statusCode, started.body).toBe(200);
    const code = totp
      ? totpAt(totpSecret, Date.now() + 30_000)
      : (await stack.lastEmail(email, 'staff-login-code'))?.code;
    const route = totp ? '/api/v1/admin/verify-2fa' : '/api/v1/admin/verify-otp';
    const signedIn = await app.inject({
      method: 'POST',
      url: route,
      remoteAddress: ip,
      payload: { challengeId: started.json().challengeId, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return signedIn.json().tokens.accessToken as string;
  }
  let totpSecret = '';

  it('sets up freely the first time, then refuses without or with a wrong password', async () => {
    const token = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);

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
    // The replacement is pending until confirmed: confirm it, the next sign-in uses it.
    totpSecret = replaced.json().secret as string;
    expect(
      (await post('/api/v1/admin/verify-2fa', token, { code: totpAt(totpSecret, Date.now()) })).statusCode,
    ).toBe(200);
  });

  it('changes the sign-in email only with the password, and tells the previous address', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, true);
    const email = `membre.${Date.now().toString(36)}@example.fr`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'Membre Test', email, role: 'sub-admin', password: 'Equipe-2026' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = await signIn(email, 'Equipe-2026');
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/profile',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const moved = `deplace.${Date.now().toString(36)}@example.fr`;
    const bare = await patch({ email: moved });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      { field: 'currentPassword', message: 'Veuillez saisir votre mot de passe actuel.' },
    ]);
    expect((await patch({ email: moved, currentPassword: 'Pas-le-bon-2026' })).statusCode).toBe(400);
    // The name alone needs no password.
    expect((await patch({ name: 'Membre Renommé' })).statusCode).toBe(200);
    const done = await patch({ email: moved, currentPassword: 'Equipe-2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().email).toBe(moved);
    const notice = await stack.lastEmail(email, 'staff-email-changed');
    expect(notice).toMatchObject({ to: email, template: 'staff-email-changed' });
  });
});
