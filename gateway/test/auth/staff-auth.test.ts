// The test plays the authenticator app with the service's own RFC 6238 code (unit-tested there).
import { totpAt } from '@courtage/auth/totp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthStack, startAuthStack, TEST_ADMIN } from '../support/auth-stack.ts';
import { randomIp } from '../support/test-app.ts';

// The back-office's account routes (/api/v1/admin...): what they answer, which guard stands
// before them, how a body reaches the auth service. The staff account rules themselves (codes,
// attempts, TOTP, last Admin, passwords) are the auth service's tests:
// services/auth/test/staff-accounts.test.ts. The bodies' checks: forms-agree-staff-auth.test.ts.
describe('staff account routes', () => {
  let stack: AuthStack;
  let app: FastifyInstance;
  const ip = randomIp();
  const unique = (name: string) =>
    `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`;

  beforeAll(async () => {
    stack = await startAuthStack('staff');
    app = stack.app;
  });
  afterAll(async () => stack?.stop());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token?: string,
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function startSignIn(email: string, password: string) {
    const response = await call('POST', '/api/v1/admin', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { challengeId: string; method: string };
  }

  /** Password, then the code read from the email: the access token of a new session. */
  async function signIn(
    email: string,
    password: string,
  ): Promise<{ accessToken: string; refreshToken: string; user: { id: string } }> {
    const { challengeId } = await startSignIn(email, password);
    const code = (await stack.lastEmail(email, 'staff-login-code'))?.code;
    const verified = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verified.json();
    return { ...body.tokens, user: body.user };
  }

  async function createStaff(adminToken: string, role: 'admin' | 'sub-admin') {
    const email = unique(role);
    const response = await call(
      'POST',
      '/api/v1/admin/staff',
      { name: `Équipe ${role}`, email, role, password: 'Equipe-2026' },
      adminToken,
    );
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, email, password: 'Equipe-2026' };
  }

  it('signs in in two steps, answers the service’s refusals with their status, and resends', async () => {
    const { challengeId, method } = await startSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(method).toBe('email');
    const code = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))!.code!;
    const wrong = await call('POST', '/api/v1/admin/verify-otp', {
      challengeId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Code incorrect.', details: { remainingAttempts: 4 } });
    const tooSoon = await call('POST', '/api/v1/admin/resend-otp', { challengeId });
    expect(tooSoon.statusCode).toBe(429);
    await stack.sql.query(
      `update login_challenges set last_sent_at = now() - interval '1 minute' where id = $1`,
      [challengeId],
    );
    const resent = await call('POST', '/api/v1/admin/resend-otp', { challengeId });
    expect(resent.json()).toEqual({ message: 'Un nouveau code vient d’être envoyé.' });
    const latest = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))!.code!;
    const ok = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code: latest });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ role: 'admin', email: TEST_ADMIN.email });
    const profile = await call('GET', '/api/v1/admin/profile', undefined, ok.json().tokens.accessToken);
    expect(profile.json()).toMatchObject({ email: TEST_ADMIN.email });
    const badPassword = await call('POST', '/api/v1/admin', {
      email: TEST_ADMIN.email,
      password: 'Non-2026x',
    });
    expect(badPassword.statusCode).toBe(401);
  });

  it('sets TOTP up through enable-2fa (bodiless) and verify-2fa, which then signs in with a challengeId', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const member = await createStaff(admin.accessToken, 'sub-admin');
    const session = await signIn(member.email, member.password);
    expect((await call('POST', '/api/v1/admin/enable-2fa')).statusCode).toBe(401);
    const setup = await call('POST', '/api/v1/admin/enable-2fa', undefined, session.accessToken);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, recoveryCodes } = setup.json();
    expect(recoveryCodes).toHaveLength(10);
    // Signed in without a challengeId, verify-2fa confirms the set-up; its code is required.
    expect(
      (await call('POST', '/api/v1/admin/verify-2fa', { code: totpAt(secret, Date.now()) })).statusCode,
    ).toBe(401);
    const confirm = await call(
      'POST',
      '/api/v1/admin/verify-2fa',
      { code: totpAt(secret, Date.now()) },
      session.accessToken,
    );
    expect(confirm.json()).toEqual({ totpEnabled: true });
    // Replacing the live secret: the service's 400 on `password`, as the form shows it.
    const bare = await call('POST', '/api/v1/admin/enable-2fa', undefined, session.accessToken);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([
      { field: 'password', message: 'Veuillez saisir votre mot de passe actuel.' },
    ]);

    const { challengeId, method } = await startSignIn(member.email, member.password);
    expect(method).toBe('totp');
    const login = await call('POST', '/api/v1/admin/verify-2fa', {
      challengeId,
      code: totpAt(secret, Date.now() + 30_000),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.totpEnabled).toBe(true);
    const disabled = await call(
      'POST',
      '/api/v1/admin/disable-2fa',
      { password: member.password },
      login.json().tokens.accessToken,
    );
    expect(disabled.json()).toEqual({ totpEnabled: false });
  });

  it('keeps staff management to Admins, and a demoted Admin’s token dies at once', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const member = await createStaff(admin.accessToken, 'sub-admin');
    const sub = await signIn(member.email, member.password);
    for (const [method, url] of [
      ['GET', '/api/v1/admin/staff'],
      ['POST', '/api/v1/admin/staff'],
      ['PATCH', `/api/v1/admin/staff/${admin.user.id}`],
      ['DELETE', `/api/v1/admin/staff/${admin.user.id}`],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { role: 'sub-admin' },
        sub.accessToken,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const list = await call(
      'GET',
      `/api/v1/admin/staff?q=${encodeURIComponent(member.email)}&pageSize=10`,
      undefined,
      admin.accessToken,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ email: member.email, role: 'sub-admin' }] });
    await call('PATCH', `/api/v1/admin/staff/${member.id}`, { role: 'admin' }, admin.accessToken);
    // Demoted again: the token that says Admin dies with its session (revocation list), at once.
    const asAdmin = await signIn(member.email, member.password);
    await call('PATCH', `/api/v1/admin/staff/${member.id}`, { role: 'sub-admin' }, admin.accessToken);
    expect((await call('GET', '/api/v1/admin/staff', undefined, asAdmin.accessToken)).statusCode).toBe(401);
    const lastAdmin = await call(
      'PATCH',
      `/api/v1/admin/staff/${admin.user.id}`,
      { role: 'sub-admin' },
      admin.accessToken,
    );
    expect(lastAdmin.statusCode).toBe(409);
    expect(
      (await call('DELETE', `/api/v1/admin/staff/${member.id}`, undefined, admin.accessToken)).statusCode,
    ).toBe(204);
  });

  it('answers a forgotten password the same for any address, then resets from the link once', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const member = await createStaff(admin.accessToken, 'sub-admin');
    const known = await call('POST', '/api/v1/admin/forgot-password', { email: member.email });
    const unknown = await call('POST', '/api/v1/admin/forgot-password', { email: unique('personne') });
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const token = (await stack.lastEmail(member.email, 'staff-password-reset'))!.link!.split('/').pop()!;
    const reset = await call('POST', `/api/v1/admin/reset-password/${token}`, { password: 'Nouveau-2026' });
    expect(reset.json()).toEqual({
      message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    });
    expect(
      (await call('POST', `/api/v1/admin/reset-password/${token}`, { password: 'Autre-2026x' })).statusCode,
    ).toBe(404);
    await signIn(member.email, 'Nouveau-2026');
  });

  it('edits the own profile, and takes an avatar by its type and size', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const member = await createStaff(admin.accessToken, 'sub-admin');
    const session = await signIn(member.email, member.password);
    const renamed = await call(
      'PATCH',
      '/api/v1/admin/profile',
      { name: 'Nouveau Nom' },
      session.accessToken,
    );
    expect(renamed.json()).toMatchObject({ name: 'Nouveau Nom', email: member.email });
    const moved = await call(
      'PATCH',
      '/api/v1/admin/profile',
      { email: unique('deplace') },
      session.accessToken,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([
      { field: 'currentPassword', message: 'Veuillez saisir votre mot de passe actuel.' },
    ]);

    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
    const upload = (body: Buffer, type: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/admin/profile/avatar',
        remoteAddress: ip,
        payload: body,
        headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': type },
      });
    const ok = await upload(png, 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
    const image = ok.json().image as string;
    expect(image).toMatch(new RegExp(`^/api/v1/admin/avatars/${member.id}`));
    const served = await app.inject({ method: 'GET', url: image, remoteAddress: ip });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    expect((await upload(png, 'image/jpeg')).statusCode).toBe(400);
    expect((await upload(Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
    expect((await upload(Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'image/png')).statusCode).toBe(413);
  });
});
