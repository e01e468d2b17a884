import { SIGN_UP_MESSAGE } from '@courtage/contracts/auth/sign-up-customer.rpc';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthStack, startAuthStack } from '../support/auth-stack.ts';
import { randomIp } from '../support/test-app.ts';

const PASSWORD = 'Motdepasse-2026';

// The customer account routes of the gateway, against the real auth service (own vhost and
// schema): statuses, bodies, redirects, headers and the token's scope. The account rules (links,
// limits, sessions, passwords) are the auth service's tests: services/auth/test/customer-accounts.test.ts.
describe('customer account routes', () => {
  let stack: AuthStack;
  let app: FastifyInstance;
  const ip = randomIp();
  const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.fr`;

  beforeAll(async () => {
    stack = await startAuthStack('customers');
    app = stack.app;
  });
  afterAll(async () => stack?.stop());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const askSignUp = (email: string, password = PASSWORD) =>
    call('POST', '/auth/v1/user/signup', {
      email,
      password,
      firstName: 'Camille',
      lastName: 'Durand',
      phoneNumber: '06 11 22 33 44',
    });
  const tokenOf = (mail: Record<string, string> | undefined) => mail!.link!.split('/').pop()!;

  /** A customer account as a visitor gets one: sign-up, the emailed activation link, sign-in. */
  // biome-ignore lint/suspicious/noExplicitAny: the sign-in answer, read field by field below
  const signUp = (email: string): Promise<any> => stack.signUpCustomer(email, PASSWORD, ip);

  it('signs up through the emailed activation link, then signs in; no account before the link', async () => {
    const email = uniqueEmail('camille');
    const asked = await askSignUp(email);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: SIGN_UP_MESSAGE });
    // Before the link nothing exists: sign-in answers as for any unknown address.
    const early = await call('POST', '/auth/v1/user/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect((await stack.sql.query('select 1 from customers where email = $1', [email])).rowCount).toBe(0);

    const mail = await stack.lastEmail(email, 'customer-email-verification');
    expect(mail?.link).toMatch(/^http:\/\/api\.test\/auth\/v1\/user\/verify-email\//);
    const follow = await call('GET', `/auth/v1/user/verify-email/${tokenOf(mail)}`);
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe('http://localhost:4321/connexion?compteActive=1');
    const again = await call('GET', `/auth/v1/user/verify-email/${tokenOf(mail)}`);
    expect(again.headers.location).toBe('http://localhost:4321/?emailVerified=0');

    const login = await call('POST', '/auth/v1/user/login', { email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const { user, tokens } = login.json();
    expect(user).toMatchObject({
      auth: true,
      role: 'customer',
      fullName: 'Camille Durand',
      email,
      isEmailVerified: true,
      phoneNumber: '0611223344',
    });
    const me = await call('GET', '/auth/v1/user', undefined, tokens.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email, image: null });

    const edited = await call(
      'PATCH',
      '/auth/v1/user',
      { firstName: 'Camila', phoneNumber: null },
      tokens.accessToken,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ fullName: 'Camila Durand', phoneNumber: null });
  });

  it('verifies an unverified address by link (a new link voids the first one)', async () => {
    const email = uniqueEmail('verif');
    const { user, tokens } = await signUp(email);
    // An account made before sign-up required the link, or by a subscription, is unverified.
    await stack.sql.query('update customers set is_email_verified = false where id = $1', [user.id]);
    const resend = await call('POST', '/auth/v1/user/verify-email', undefined, tokens.accessToken);
    expect(resend.json()).toEqual({ isEmailVerified: false });
    const first = await stack.lastEmail(email, 'customer-email-verification');
    await call('POST', '/auth/v1/user/verify-email', undefined, tokens.accessToken);
    const mail = await stack.lastEmail(email, 'customer-email-verification');
    expect(mail?.link).not.toBe(first?.link);
    expect((await call('POST', `/auth/v1/user/verify-email/${tokenOf(first)}`)).statusCode).toBe(404);
    const follow = await call('GET', `/auth/v1/user/verify-email/${tokenOf(mail)}`);
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe('http://localhost:4321/dashboard?emailVerified=1');
    expect((await call('GET', '/auth/v1/user', undefined, tokens.accessToken)).json().isEmailVerified).toBe(
      true,
    );
  });

  it('answers 202 with one body for a taken and a new address, 429 alike, 400 in French', async () => {
    const email = uniqueEmail('double');
    await signUp(email);
    const taken = await askSignUp(email.toUpperCase(), 'Autre-passe-2026');
    const fresh = await askSignUp(uniqueEmail('nouveau'), 'Autre-passe-2026');
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(taken.body).toBe(fresh.body);
    // The limit (3 sign-up emails an hour, the service's rule) answers 429 with one body.
    const unknown = uniqueEmail('inconnu');
    for (const address of [email, unknown, unknown, unknown]) await askSignUp(address);
    const limitedTaken = await askSignUp(email);
    const limitedUnknown = await askSignUp(unknown);
    expect(limitedTaken.statusCode).toBe(429);
    expect(limitedUnknown.statusCode).toBe(429);
    expect(limitedTaken.json()).toEqual(limitedUnknown.json());

    const weak = await askSignUp(uniqueEmail('faible'), 'court');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([
      { field: 'password', message: 'Le mot de passe doit contenir au moins 8 caractères.' },
    ]);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const email = uniqueEmail('secret');
    await signUp(email);
    const wrong = await call('POST', '/auth/v1/user/login', { email, password: 'Mauvais-2026' });
    const unknown = await call('POST', '/auth/v1/user/login', {
      email: uniqueEmail('inconnu'),
      password: PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    const good = await call('POST', '/auth/v1/user/login', { email, password: PASSWORD });
    expect(good.statusCode).toBe(200);
  });

  it('sets the own avatar (type, size and session checked) and serves it at its public path', async () => {
    const { user, tokens } = await signUp(uniqueEmail('portrait'));
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
    const upload = (body: Buffer, type: string, token?: string) =>
      app.inject({
        method: 'PUT',
        url: '/auth/v1/user/avatar',
        remoteAddress: ip,
        payload: body,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': type },
      });
    expect((await upload(png, 'image/png')).statusCode).toBe(401);
    const ok = await upload(png, 'image/png', tokens.accessToken);
    expect(ok.statusCode, ok.body).toBe(200);
    const image = ok.json().image as string;
    expect(image).toMatch(new RegExp(`^/auth/v1/user/avatars/${user.id}\\?v=\\d+$`));
    const served = await app.inject({ method: 'GET', url: image, remoteAddress: ip });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await call('GET', '/auth/v1/user', undefined, tokens.accessToken)).json().image).toBe(image);

    const mislabelled = await upload(png, 'image/jpeg', tokens.accessToken);
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json().message).toMatch(/image/i);
    expect((await upload(Buffer.from('GIF89a'), 'image/gif', tokens.accessToken)).statusCode).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    expect((await upload(big, 'image/png', tokens.accessToken)).statusCode).toBe(413);
    const none = await app.inject({
      method: 'GET',
      url: `/auth/v1/user/avatars/${(await signUp(uniqueEmail('sansphoto'))).user.id}`,
      remoteAddress: ip,
    });
    expect(none.statusCode).toBe(404);
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const { tokens } = await signUp(uniqueEmail('rotation'));
    const first = await call('POST', '/auth/v1/user/refresh-tokens', { refreshToken: tokens.refreshToken });
    expect(first.statusCode).toBe(200);
    const second = first.json();
    expect(second.refreshToken).not.toBe(tokens.refreshToken);
    expect(second.sessionId).toBe(tokens.sessionId);

    const reuse = await call('POST', '/auth/v1/user/refresh-tokens', { refreshToken: tokens.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The family is revoked (the service's rule): the gateway then refuses its access token.
    expect((await call('GET', '/auth/v1/user', undefined, second.accessToken)).statusCode).toBe(401);
  });

  it('signs out server-side: the session check and the refresh token stop working', async () => {
    const { tokens } = await signUp(uniqueEmail('sortie'));
    expect((await call('POST', '/auth/v1/user/logout', undefined, tokens.accessToken)).statusCode).toBe(204);
    expect((await call('GET', '/auth/v1/user', undefined, tokens.accessToken)).statusCode).toBe(401);
    const refresh = await call('POST', '/auth/v1/user/refresh-tokens', { refreshToken: tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('signs out with the refresh token alone (expired access token), any token of the family', async () => {
    const { tokens } = await signUp(uniqueEmail('sortie2'));
    const rotated = (
      await call('POST', '/auth/v1/user/refresh-tokens', { refreshToken: tokens.refreshToken })
    ).json();
    const logout = await call('POST', '/auth/v1/user/logout', { refreshToken: tokens.refreshToken });
    expect(logout.statusCode).toBe(204);
    expect((await call('GET', '/auth/v1/user', undefined, rotated.accessToken)).statusCode).toBe(401);
    expect((await call('POST', '/auth/v1/user/logout', {})).statusCode).toBe(401);
  });

  it('resets a password once from the emailed token, and says the same for an unknown email', async () => {
    const email = uniqueEmail('oubli');
    const { tokens } = await signUp(email);
    const known = await call('POST', '/auth/v1/user/reset-password', { email });
    const unknown = await call('POST', '/auth/v1/user/reset-password', { email: uniqueEmail('personne') });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    const link = (await stack.lastEmail(email, 'customer-password-reset'))?.link;
    expect(link).toMatch(/^http:\/\/site\.test\/reset-password\//);
    const token = link!.split('/').pop()!;
    const reset = await call('POST', `/auth/v1/user/reset-password/${token}`, { password: 'Nouveau-2026' });
    expect(reset.statusCode).toBe(200);
    const twice = await call('POST', `/auth/v1/user/reset-password/${token}`, { password: 'Encore-2026' });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('Ce lien est invalide ou a expiré.');
    // A reset closes every session of the account.
    expect((await call('GET', '/auth/v1/user', undefined, tokens.accessToken)).statusCode).toBe(401);
    expect((await call('POST', '/auth/v1/user/login', { email, password: 'Nouveau-2026' })).statusCode).toBe(
      200,
    );
  });

  it('changes the password when signed in (old one required), keeping only this session', async () => {
    const email = uniqueEmail('change');
    const { tokens } = await signUp(email);
    const other = (await call('POST', '/auth/v1/user/login', { email, password: PASSWORD })).json().tokens;
    const wrong = await call(
      'PUT',
      '/auth/v1/user/reset-password',
      { currentPassword: 'Faux-2026x', newPassword: 'Change-2026' },
      tokens.accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Le mot de passe actuel est incorrect.');
    const ok = await call(
      'PUT',
      '/auth/v1/user/reset-password',
      { currentPassword: PASSWORD, newPassword: 'Change-2026' },
      tokens.accessToken,
    );
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/auth/v1/user', undefined, tokens.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/auth/v1/user', undefined, other.accessToken)).statusCode).toBe(401);
  });

  it('scopes every customer route to the token owner: no id parameter reaches another account', async () => {
    const alice = await signUp(uniqueEmail('alice'));
    const bob = await signUp(uniqueEmail('bob'));
    // An id smuggled in the body is refused, not used.
    const smuggled = await call(
      'PATCH',
      '/auth/v1/user',
      { customerId: bob.user.id, firstName: 'Pirate' },
      alice.tokens.accessToken,
    );
    expect(smuggled.statusCode).toBe(400);
    const asAlice = await call('GET', `/auth/v1/user?id=${bob.user.id}`, undefined, alice.tokens.accessToken);
    expect(asAlice.json().id).toBe(alice.user.id);
    // Bob's session cannot be revoked with Alice's token, nor refreshed as staff.
    await call('POST', '/auth/v1/user/logout', undefined, alice.tokens.accessToken);
    expect((await call('GET', '/auth/v1/user', undefined, bob.tokens.accessToken)).statusCode).toBe(200);
    const asStaff = await call('POST', '/api/v1/admin/refresh-tokens', {
      refreshToken: bob.tokens.refreshToken,
    });
    expect(asStaff.statusCode).toBe(401);
    // A customer token opens no staff route.
    const staffRoute = await call('GET', '/api/v1/admin/profile', undefined, bob.tokens.accessToken);
    expect(staffRoute.statusCode).toBe(403);
  });

  it('throttles failed sign-ins per account with a French 429', async () => {
    const email = uniqueEmail('bloque');
    await signUp(email);
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/v1/user/login',
        remoteAddress: randomIp(),
        payload: { email, password: 'Mauvais-2026' },
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await call('POST', '/auth/v1/user/login', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Trop de tentatives. Veuillez réessayer dans 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');
  });
});
