import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthStack, startAuthStack, TEST_ADMIN } from '../support/auth-stack.ts';
import { randomIp } from '../support/test-app.ts';

// After sign-out, refresh-token reuse, a password change, a staff
// member disabled or deleted, the old access token gets 401 on every route at once
// (the next request), through a real auth service writing the revocation list.
describe('access tokens die with their session', () => {
  let stack: AuthStack;
  let app: FastifyInstance;
  const ip = randomIp();
  const PASSWORD = 'Motdepasse-2026';
  const unique = (name: string) =>
    `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`;

  beforeAll(async () => {
    stack = await startAuthStack('revocation');
    app = stack.app;
  });
  afterAll(async () => stack?.stop());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function signUp() {
    const email = unique('revoque');
    const { tokens } = await stack.signUpCustomer(email, PASSWORD, ip);
    return { email, ...(tokens as { accessToken: string; refreshToken: string }) };
  }

  async function customerLogin(email: string) {
    const response = await call('POST', '/auth/v1/user/login', { email, password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().tokens as { accessToken: string; refreshToken: string };
  }

  async function staffSignIn(email: string, password: string) {
    const started = await call('POST', '/api/v1/admin', { email, password });
    expect(started.statusCode, started.body).toBe(200);
    const code = (await stack.lastEmail(email, 'staff-login-code'))?.code;
    const verified = await call('POST', '/api/v1/admin/verify-otp', {
      challengeId: started.json().challengeId,
      code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().tokens.accessToken as string;
  }

  async function newStaff(adminToken: string, role: 'admin' | 'sub-admin') {
    const email = unique(role);
    const response = await call(
      'POST',
      '/api/v1/admin/staff',
      { name: 'Équipe test', email, role, password: 'Equipe-2026' },
      adminToken,
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    // Sign-in codes are emailed: wait for a fresh one per sign-in (lastEmail reads the newest).
    return { id, token: await staffSignIn(email, 'Equipe-2026') };
  }

  /** Every customer route answers 401 to the token (the guard refuses it before any bus call). */
  async function expectCustomerTokenDead(token: string) {
    for (const [method, url, body] of [
      ['GET', '/auth/v1/user'],
      ['PATCH', '/auth/v1/user', { firstName: 'Intrus' }],
      ['GET', '/api/v1/confirm-offer/get-user-offers'],
      ['PUT', '/auth/v1/user/reset-password', { currentPassword: PASSWORD, newPassword: 'Autre-mdp-2026' }],
    ] as const) {
      const response = await call(method, url, body, token);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    }
  }

  it('kills a customer token at sign-out', async () => {
    const { accessToken } = await signUp();
    expect((await call('GET', '/auth/v1/user', undefined, accessToken)).statusCode).toBe(200);
    expect((await call('POST', '/auth/v1/user/logout', undefined, accessToken)).statusCode).toBe(204);
    await expectCustomerTokenDead(accessToken);
  });

  it('kills the family on refresh-token reuse, the newest access token included', async () => {
    const first = await signUp();
    const rotated = await call('POST', '/auth/v1/user/refresh-tokens', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const newest = rotated.json().accessToken as string;
    expect((await call('GET', '/auth/v1/user', undefined, newest)).statusCode).toBe(200);
    const reuse = await call('POST', '/auth/v1/user/refresh-tokens', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    await expectCustomerTokenDead(first.accessToken);
    await expectCustomerTokenDead(newest);
  });

  it('kills the other sessions at a password change, not the one that changed it', async () => {
    const { email, accessToken } = await signUp();
    const other = await customerLogin(email);
    const changed = await call(
      'PUT',
      '/auth/v1/user/reset-password',
      { currentPassword: PASSWORD, newPassword: 'Nouveau-mdp-2026' },
      accessToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectCustomerTokenDead(other.accessToken);
    expect((await call('GET', '/auth/v1/user', undefined, accessToken)).statusCode).toBe(200);
  });

  it('kills a staff token when the member is disabled, and when deleted', async () => {
    const admin = await staffSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const sub = await newStaff(admin, 'sub-admin');
    expect((await call('GET', '/api/v1/admin/profile', undefined, sub.token)).statusCode).toBe(200);
    const disabled = await call('PATCH', `/api/v1/admin/staff/${sub.id}`, { disabled: true }, admin);
    expect(disabled.statusCode, disabled.body).toBe(200);
    for (const url of ['/api/v1/admin/profile', '/api/v1/insurance-plans']) {
      expect((await call('GET', url, undefined, sub.token)).statusCode, url).toBe(401);
    }

    const other = await newStaff(admin, 'admin');
    expect((await call('GET', '/api/v1/admin/staff', undefined, other.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/admin/staff/${other.id}`, undefined, admin)).statusCode).toBe(204);
    // The deleted Admin's token can no longer create an Admin (the probe's 201).
    const create = await call(
      'POST',
      '/api/v1/admin/staff',
      { name: 'Fantôme', email: unique('fantome'), role: 'admin', password: 'Equipe-2026' },
      other.token,
    );
    expect(create.statusCode).toBe(401);
    expect(
      (await call('PUT', `/api/v1/offers/${other.id}/state`, { state: 'signed' }, other.token)).statusCode,
    ).toBe(401);
  });

  it('kills a staff token at sign-out', async () => {
    const admin = await staffSignIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await call('POST', '/api/v1/admin/logout', undefined, admin)).statusCode).toBe(204);
    const create = await call(
      'POST',
      '/api/v1/admin/staff',
      { name: 'Fantôme', email: unique('fantome'), role: 'admin', password: 'Equipe-2026' },
      admin,
    );
    expect(create.statusCode).toBe(401);
  });
});
