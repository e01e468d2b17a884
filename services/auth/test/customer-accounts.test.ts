import { randomUUID } from 'node:crypto';
import { changePassword } from '@courtage/contracts/auth/change-password.rpc';
import { getCustomer } from '@courtage/contracts/auth/get-customer.rpc';
import { refreshSession } from '@courtage/contracts/auth/refresh-session.rpc';
import { requestPasswordReset } from '@courtage/contracts/auth/request-password-reset.rpc';
import { resendCustomerVerification } from '@courtage/contracts/auth/resend-customer-verification.rpc';
import { resetPassword } from '@courtage/contracts/auth/reset-password.rpc';
import { revokeSession } from '@courtage/contracts/auth/revoke-session.rpc';
import { revokeSessionByRefreshToken } from '@courtage/contracts/auth/revoke-session-by-refresh-token.rpc';
import { signInCustomer } from '@courtage/contracts/auth/sign-in-customer.rpc';
import { signUpCustomer } from '@courtage/contracts/auth/sign-up-customer.rpc';
import { updateCustomer } from '@courtage/contracts/auth/update-customer.rpc';
import { verifyCustomerEmail } from '@courtage/contracts/auth/verify-customer-email.rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthProcess, startAuthProcess } from './support/auth-process.ts';
import { lastEmail as lastEmailOf } from './support/last-email.ts';

const PASSWORD = 'Motdepasse-2026';

// The customer account rules of the auth service (sign-up that never tells whether an address has an account, sessions, passwords),
// over the real bus as the gateway calls them; the routes, redirects and headers are the
// gateway's tests (gateway/test/auth/customer-auth.test.ts).
describe('customer accounts, sessions and passwords (auth service)', () => {
  let auth: AuthProcess;
  const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.fr`;

  beforeAll(async () => {
    auth = await startAuthProcess('customers', { PUBLIC_API_URL: 'http://api.test' });
  });
  afterAll(async () => auth?.stop());

  const lastEmail = (to: string, template: string) => lastEmailOf(auth.sql, to, template);
  const tokenOf = (mail: Record<string, string> | undefined) => mail!.link!.split('/').pop()!;
  const provenEvents = async (customerId: string) =>
    (
      await auth.sql.query(
        `select data from outbox where type = 'auth.customer-email.proven' and data->>'customerId' = $1 order by id`,
        [customerId],
      )
    ).rows.map(({ data }) => data.proof);
  const askSignUp = (email: string, password = PASSWORD) =>
    auth.bus.call(signUpCustomer, {
      firstName: 'Camille',
      lastName: 'Durand',
      email,
      phoneNumber: '06 11 22 33 44',
      password,
    });

  /** Sign-up, the emailed activation link, then sign-in: the sign-in's answer. */
  async function signUp(email: string) {
    await askSignUp(email);
    await auth.bus.call(verifyCustomerEmail, {
      token: tokenOf(await lastEmail(email, 'customer-email-verification')),
    });
    return auth.bus.call(signInCustomer, { email, password: PASSWORD });
  }

  it('creates the account only when the activation link is followed, then signs in', async () => {
    const email = uniqueEmail('camille');
    expect(await askSignUp(email)).toEqual({});
    await expect(auth.bus.call(signInCustomer, { email, password: PASSWORD })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await auth.sql.query('select 1 from customers where email = $1', [email])).rowCount).toBe(0);
    const mail = await lastEmail(email, 'customer-email-verification');
    expect(mail?.link).toMatch(/^http:\/\/api\.test\/auth\/v1\/user\/verify-email\//);
    expect(await auth.bus.call(verifyCustomerEmail, { token: tokenOf(mail) })).toEqual({
      email,
      isEmailVerified: true,
      activated: true,
    });
    await expect(auth.bus.call(verifyCustomerEmail, { token: tokenOf(mail) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { user, tokens } = await auth.bus.call(signInCustomer, { email, password: PASSWORD });
    expect(user).toMatchObject({
      fullName: 'Camille Durand',
      email,
      isEmailVerified: true,
      phoneNumber: '0611223344',
    });
    expect(
      await auth.bus.call(getCustomer, { customerId: user.id, sessionId: tokens.sessionId }),
    ).toMatchObject({ id: user.id, image: null });
    expect(await provenEvents(user.id)).toEqual(['account-activated', 'signed-in']);
    const edited = await auth.bus.call(updateCustomer, {
      customerId: user.id,
      firstName: '  Camila ',
      phoneNumber: null,
    });
    expect(edited).toMatchObject({ fullName: 'Camila Durand', phoneNumber: null });
  });

  it('checks the sign-up and profile forms on the bus with their French messages', async () => {
    await expect(askSignUp(uniqueEmail('faible'), 'court')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'password', message: 'Le mot de passe doit contenir au moins 8 caractères.' }],
    });
    await expect(askSignUp(uniqueEmail('chiffre'), 'sanschiffre')).rejects.toMatchObject({
      details: [
        { field: 'password', message: 'Le mot de passe doit contenir au moins une lettre et un chiffre.' },
      ],
    });
    await expect(
      auth.bus.call(updateCustomer, { customerId: randomUUID(), phoneNumber: '12' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'phoneNumber', message: 'Numéro de téléphone invalide.' }],
    });
  });

  it('verifies an unverified address by link (a new link voids the first one)', async () => {
    const email = uniqueEmail('verif');
    const { user } = await signUp(email);
    await auth.sql.query('update customers set is_email_verified = false where id = $1', [user.id]);
    expect(await auth.bus.call(resendCustomerVerification, { customerId: user.id })).toEqual({
      isEmailVerified: false,
    });
    const first = await lastEmail(email, 'customer-email-verification');
    await auth.bus.call(resendCustomerVerification, { customerId: user.id });
    const mail = await lastEmail(email, 'customer-email-verification');
    expect(mail?.link).not.toBe(first?.link);
    await expect(auth.bus.call(verifyCustomerEmail, { token: tokenOf(first) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await auth.bus.call(verifyCustomerEmail, { token: tokenOf(mail) })).toMatchObject({
      activated: false,
    });
    expect(await provenEvents(user.id)).toEqual(['account-activated', 'signed-in', 'email-verified']);
  });

  it('answers a sign-up for a taken address as for a new one, tells the owner, 3 emails an hour', async () => {
    const email = uniqueEmail('double');
    const { user } = await signUp(email);
    expect(await askSignUp(email.toUpperCase(), 'Autre-passe-2026')).toEqual({});
    const notice = await lastEmail(email, 'customer-signup-existing');
    expect(notice).toMatchObject({ to: email, name: 'Camille Durand' });
    expect(notice).not.toHaveProperty('link');
    expect((await auth.bus.call(signInCustomer, { email, password: PASSWORD })).user.id).toBe(user.id);
    await expect(
      auth.bus.call(signInCustomer, { email, password: 'Autre-passe-2026' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const unknown = uniqueEmail('inconnu');
    for (const address of [email, unknown, unknown, unknown]) expect(await askSignUp(address)).toEqual({});
    const limited = {
      code: 'RATE_LIMITED',
      message: 'Trop d’e-mails envoyés. Veuillez réessayer plus tard.',
    };
    await expect(askSignUp(email)).rejects.toMatchObject(limited);
    await expect(askSignUp(unknown)).rejects.toMatchObject(limited);
  });

  it('gives the same answer for an unknown email and a wrong password, and throttles failures', async () => {
    const email = uniqueEmail('secret');
    await signUp(email);
    const wrong = auth.bus.call(signInCustomer, { email, password: 'Mauvais-2026' }).catch((e) => e);
    const unknown = auth.bus
      .call(signInCustomer, { email: uniqueEmail('inconnu'), password: PASSWORD })
      .catch((e) => e);
    const [a, b] = await Promise.all([wrong, unknown]);
    expect(a).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
    expect(b).toMatchObject({ code: 'UNAUTHENTICATED', message: a.message });
    for (let i = 0; i < 4; i++) {
      await expect(auth.bus.call(signInCustomer, { email, password: 'Mauvais-2026' })).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
    await expect(auth.bus.call(signInCustomer, { email, password: PASSWORD })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives. Veuillez réessayer dans 15 minutes.',
    });
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const { tokens } = await signUp(uniqueEmail('rotation'));
    const second = await auth.bus.call(refreshSession, {
      refreshToken: tokens.refreshToken,
      kind: 'customer',
    });
    expect(second.refreshToken).not.toBe(tokens.refreshToken);
    expect(second.sessionId).toBe(tokens.sessionId);
    await expect(
      auth.bus.call(refreshSession, { refreshToken: tokens.refreshToken, kind: 'customer' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      auth.bus.call(refreshSession, { refreshToken: second.refreshToken, kind: 'customer' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('signs out by session (own account only) or by any refresh token of the family', async () => {
    const alice = await signUp(uniqueEmail('alice'));
    const bob = await signUp(uniqueEmail('bob'));
    const live = (who: typeof alice) =>
      auth.bus.call(getCustomer, { customerId: who.user.id, sessionId: who.tokens.sessionId }).then(
        () => true,
        () => false,
      );
    // Alice's account id with Bob's session does nothing.
    await auth.bus.call(revokeSession, { sessionId: bob.tokens.sessionId, accountId: alice.user.id });
    expect(await live(bob)).toBe(true);
    await auth.bus.call(revokeSession, { sessionId: alice.tokens.sessionId, accountId: alice.user.id });
    expect(await live(alice)).toBe(false);
    // Bob's refresh token does not close a staff session, only a customer one.
    await auth.bus.call(revokeSessionByRefreshToken, {
      refreshToken: bob.tokens.refreshToken,
      kind: 'staff',
    });
    expect(await live(bob)).toBe(true);
    await auth.bus.call(refreshSession, { refreshToken: bob.tokens.refreshToken, kind: 'customer' });
    await auth.bus.call(revokeSessionByRefreshToken, {
      refreshToken: bob.tokens.refreshToken,
      kind: 'customer',
    });
    expect(await live(bob)).toBe(false);
  });

  it('resets a password once from the emailed token, not after it expired, the same for an unknown email', async () => {
    const email = uniqueEmail('oubli');
    const { user, tokens } = await signUp(email);
    expect(await auth.bus.call(requestPasswordReset, { kind: 'customer', email })).toEqual({});
    expect(
      await auth.bus.call(requestPasswordReset, { kind: 'customer', email: uniqueEmail('personne') }),
    ).toEqual({});
    const link = (await lastEmail(email, 'customer-password-reset'))?.link;
    expect(link).toMatch(/^http:\/\/site\.test\/reset-password\//);
    const token = link!.split('/').pop()!;
    await expect(
      auth.bus.call(resetPassword, { kind: 'customer', token, password: 'court' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await auth.bus.call(resetPassword, { kind: 'customer', token, password: 'Nouveau-2026' });
    await expect(
      auth.bus.call(resetPassword, { kind: 'customer', token, password: 'Encore-2026' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Ce lien est invalide ou a expiré.' });
    await expect(
      auth.bus.call(getCustomer, { customerId: user.id, sessionId: tokens.sessionId }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await auth.bus.call(signInCustomer, { email, password: 'Nouveau-2026' })).user.id).toBe(user.id);

    await auth.bus.call(requestPasswordReset, { kind: 'customer', email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = tokenOf(await lastEmail(email, 'customer-password-reset'));
    await auth.sql.query(
      `update link_tokens set expires_at = now() - interval '1 second' where consumed_at is null`,
    );
    await expect(
      auth.bus.call(resetPassword, { kind: 'customer', token: again, password: 'Encore-2026' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('changes the password with the current one, to another one, keeping only this session', async () => {
    const email = uniqueEmail('change');
    const { user, tokens } = await signUp(email);
    const other = (await auth.bus.call(signInCustomer, { email, password: PASSWORD })).tokens;
    const change = (currentPassword: string, newPassword: string) =>
      auth.bus.call(changePassword, {
        kind: 'customer',
        accountId: user.id,
        sessionId: tokens.sessionId,
        currentPassword,
        newPassword,
      });
    await expect(change('Faux-2026x', 'Change-2026')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' }],
    });
    await expect(change(PASSWORD, PASSWORD)).rejects.toMatchObject({
      details: [
        { field: 'newPassword', message: 'Le nouveau mot de passe doit être différent de l’actuel.' },
      ],
    });
    expect(await change(PASSWORD, 'Change-2026')).toEqual({});
    const live = (sessionId: string) =>
      auth.bus.call(getCustomer, { customerId: user.id, sessionId }).then(
        () => true,
        () => false,
      );
    expect(await live(tokens.sessionId)).toBe(true);
    expect(await live(other.sessionId)).toBe(false);
  });
});
