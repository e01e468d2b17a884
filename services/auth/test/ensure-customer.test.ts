import { ensureCustomer } from '@courtage/contracts/auth/ensure-customer.rpc';
import { resetPassword } from '@courtage/contracts/auth/reset-password.rpc';
import { signInCustomer } from '@courtage/contracts/auth/sign-in-customer.rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthProcess, startAuthProcess } from './support/auth-process.ts';

// auth.ensure-customer as the offer service calls it, against the real process.
describe('auth.ensure-customer', () => {
  let auth: AuthProcess;
  const email = `offre.${Date.now().toString(36)}@example.fr`;

  beforeAll(async () => {
    auth = await startAuthProcess('ensure');
  });
  afterAll(async () => auth?.stop());

  it('creates the account once, emails a 72-hour link, and the link sets the password', async () => {
    const request = { email, firstName: 'Lou', lastName: 'Bernard', phoneNumber: '+33 6 98 76 54 32' };
    const first = await auth.bus.call(ensureCustomer, request);
    expect(first.created).toBe(true);
    const again = await auth.bus.call(ensureCustomer, {
      ...request,
      email: email.toUpperCase(),
      firstName: 'Autre',
    });
    expect(again).toEqual({ userId: first.userId, created: false });

    const { rows: customers } = await auth.sql.query(
      'select full_name, phone_number, password_hash from customers',
    );
    expect(customers).toEqual([
      { full_name: 'Lou Bernard', phone_number: '0698765432', password_hash: null },
    ]);
    const { rows } = await auth.sql.query(
      `select data from outbox where type = 'auth.email.requested' order by id`,
    );
    expect(rows).toHaveLength(1);
    const mail = rows[0].data;
    expect(mail).toMatchObject({ template: 'customer-set-password', to: email, validForMinutes: 4320 });
    const { rows: tokens } = await auth.sql.query(
      `select extract(epoch from expires_at - created_at) / 3600 as hours from link_tokens`,
    );
    expect(Math.round(Number(tokens[0].hours))).toBe(72);

    // No password yet: signing in fails like any wrong password.
    await expect(auth.bus.call(signInCustomer, { email, password: 'Choisi-2026' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const token = String(mail.link).split('/').pop()!;
    await auth.bus.call(resetPassword, { kind: 'customer', token, password: 'Choisi-2026' });
    const signedIn = await auth.bus.call(signInCustomer, { email, password: 'Choisi-2026' });
    expect(signedIn.user).toMatchObject({ id: first.userId, isEmailVerified: true });
  });

  it('refuses an invalid email', async () => {
    await expect(
      auth.bus.call(ensureCustomer, { email: 'pas@valide', firstName: 'A', lastName: 'B' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
