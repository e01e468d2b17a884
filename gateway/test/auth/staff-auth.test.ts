import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The test plays the authenticator app with the service's own RFC 6238 code (unit-tested there).
import { totpAt } from '../../../services/auth/src/domain/totp.ts';
import { type AuthStack, startAuthStack, TEST_ADMIN } from '../support/auth-stack.ts';
import { randomIp } from '../support/test-app.ts';

// Staff sign-in (password, then emailed code or TOTP), two-factor set-up, management
// and profile, through the gateway and a real auth service (own vhost and schema).
describe('staff sign-in, two-factor and management', () => {
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

  it('signs the first Admin in with the emailed 6-digit code, once', async () => {
    const { challengeId, method } = await startSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(method).toBe('email');
    const mail = await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const ok = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code: mail!.code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ role: 'admin', email: TEST_ADMIN.email, totpEnabled: false });
    const replay = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code: mail!.code });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses the code after 5 wrong attempts, even the right one', async () => {
    const { challengeId } = await startSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const code = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        message: 'Code incorrect.',
        details: { remainingAttempts: 5 - attempt },
      });
    }
    const fifth = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code: wrong });
    expect(fifth.statusCode).toBe(429);
    const right = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Trop de codes incorrects. Veuillez vous reconnecter.');
  });

  it('refuses the code once its 10 minutes are over', async () => {
    const { challengeId } = await startSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const code = (await stack.lastEmail(TEST_ADMIN.email, 'staff-login-code'))!.code!;
    await stack.sql.query(
      `update login_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [challengeId],
    );
    const late = await call('POST', '/api/v1/admin/verify-otp', { challengeId, code });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Ce code a expiré. Veuillez vous reconnecter.');
  });

  it('limits code resends', async () => {
    const { challengeId } = await startSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const tooSoon = await call('POST', '/api/v1/admin/resend-otp', { challengeId });
    expect(tooSoon.statusCode).toBe(429);
    await stack.sql.query(
      `update login_challenges set last_sent_at = now() - interval '1 minute' where id = $1`,
      [challengeId],
    );
    expect((await call('POST', '/api/v1/admin/resend-otp', { challengeId })).statusCode).toBe(200);
    await stack.sql.query(
      `update login_challenges set last_sent_at = now() - interval '1 minute', sends = 3 where id = $1`,
      [challengeId],
    );
    const limit = await call('POST', '/api/v1/admin/resend-otp', { challengeId });
    expect(limit.statusCode).toBe(429);
    expect(limit.json().message).toBe('Nombre maximal d’envois atteint. Veuillez vous reconnecter.');
  });

  it('enables TOTP, which then replaces the emailed code; recovery codes work once', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const member = await createStaff(admin.accessToken, 'sub-admin');
    const session = await signIn(member.email, member.password);
    const setup = await call('POST', '/api/v1/admin/enable-2fa', undefined, session.accessToken);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl, recoveryCodes } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(recoveryCodes).toHaveLength(10);
    const valid = [-30_000, 0, 30_000].map((shift) => totpAt(secret, Date.now() + shift));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
    const bad = await call('POST', '/api/v1/admin/verify-2fa', { code: wrongCode }, session.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Code incorrect.');
    const confirm = await call(
      'POST',
      '/api/v1/admin/verify-2fa',
      { code: totpAt(secret, Date.now()) },
      session.accessToken,
    );
    expect(confirm.json()).toEqual({ totpEnabled: true });

    // Sign in again: the challenge is TOTP, no email code is sent.
    const { challengeId, method } = await startSignIn(member.email, member.password);
    expect(method).toBe('totp');
    const nextStep = totpAt(secret, Date.now() + 30_000);
    const login = await call('POST', '/api/v1/admin/verify-2fa', { challengeId, code: nextStep });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.totpEnabled).toBe(true);

    const second = await startSignIn(member.email, member.password);
    const reused = await call('POST', '/api/v1/admin/verify-otp', {
      challengeId: second.challengeId,
      code: nextStep,
    });
    expect(reused.statusCode).toBe(401);
    const recovery = await call('POST', '/api/v1/admin/verify-otp', {
      challengeId: second.challengeId,
      recoveryCode: recoveryCodes[0],
    });
    expect(recovery.statusCode).toBe(200);
    const third = await startSignIn(member.email, member.password);
    const recoveryAgain = await call('POST', '/api/v1/admin/verify-otp', {
      challengeId: third.challengeId,
      recoveryCode: recoveryCodes[0],
    });
    expect(recoveryAgain.statusCode).toBe(401);
  });

  it('gives a Sub-admin 403 on staff management, and lets an Admin manage', async () => {
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
      `/api/v1/admin/staff?search=${encodeURIComponent(member.email)}&pageSize=10`,
      undefined,
      admin.accessToken,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ email: member.email, role: 'sub-admin' }] });
    const promoted = await call(
      'PATCH',
      `/api/v1/admin/staff/${member.id}`,
      { role: 'admin' },
      admin.accessToken,
    );
    expect(promoted.json().role).toBe('admin');
    // The role change closed the member's sessions: the old token's rights are gone.
    expect((await call('GET', '/api/v1/admin/profile', undefined, sub.accessToken)).statusCode).toBe(401);
    // Demoted again: the token that says Admin dies with its session (revocation list), at once.
    const asAdmin = await signIn(member.email, member.password);
    await call('PATCH', `/api/v1/admin/staff/${member.id}`, { role: 'sub-admin' }, admin.accessToken);
    expect((await call('GET', '/api/v1/admin/staff', undefined, asAdmin.accessToken)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/api/v1/admin/staff/${member.id}`, undefined, admin.accessToken)).statusCode,
    ).toBe(204);
  });

  it('never removes, disables or demotes the last Admin', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const other = await createStaff(admin.accessToken, 'admin');
    const otherSession = await signIn(other.email, other.password);
    // Two Admins: the other one may be demoted, leaving the first Admin as the last one.
    expect(
      (await call('PATCH', `/api/v1/admin/staff/${other.id}`, { role: 'sub-admin' }, admin.accessToken))
        .statusCode,
    ).toBe(200);
    const demoteLast = await call(
      'PATCH',
      `/api/v1/admin/staff/${admin.user.id}`,
      { role: 'sub-admin' },
      admin.accessToken,
    );
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().message).toBe('Impossible : il doit rester au moins un Admin actif.');
    const disableSelf = await call(
      'PATCH',
      `/api/v1/admin/staff/${admin.user.id}`,
      { disabled: true },
      admin.accessToken,
    );
    expect(disableSelf.statusCode).toBe(409);
    // An Admin promoted again may not delete the last other Admin... the first one stays.
    await call('PATCH', `/api/v1/admin/staff/${other.id}`, { role: 'admin' }, admin.accessToken);
    const second = await signIn(other.email, other.password);
    expect(
      (await call('PATCH', `/api/v1/admin/staff/${admin.user.id}`, { disabled: true }, second.accessToken))
        .statusCode,
    ).toBe(200);
    const deleteLast = await call('DELETE', `/api/v1/admin/staff/${other.id}`, undefined, second.accessToken);
    expect(deleteLast.statusCode).toBe(409);
    const demoteLastOther = await call(
      'PATCH',
      `/api/v1/admin/staff/${other.id}`,
      { role: 'sub-admin' },
      second.accessToken,
    );
    expect(demoteLastOther.statusCode).toBe(409);
    expect(otherSession.accessToken).toBeTruthy();
    // Put the first Admin back for the other tests.
    expect(
      (await call('PATCH', `/api/v1/admin/staff/${admin.user.id}`, { disabled: false }, second.accessToken))
        .statusCode,
    ).toBe(200);
  });

  it('resets a staff password once from the email, closing every session', async () => {
    const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const member = await createStaff(admin.accessToken, 'sub-admin');
    const session = await signIn(member.email, member.password);
    const known = await call('POST', '/api/v1/admin/forgot-password', { email: member.email });
    const unknown = await call('POST', '/api/v1/admin/forgot-password', { email: unique('personne') });
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const token = (await stack.lastEmail(member.email, 'staff-password-reset'))!.link!.split('/').pop()!;
    expect(
      (await call('POST', `/api/v1/admin/reset-password/${token}`, { password: 'Nouveau-2026' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/v1/admin/reset-password/${token}`, { password: 'Autre-2026x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v1/admin/profile', undefined, session.accessToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/api/v1/admin/refresh-tokens', {
      refreshToken: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    await signIn(member.email, 'Nouveau-2026');
  });

  it('edits the own profile and avatar with type and size checks', async () => {
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
