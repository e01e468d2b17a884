import { randomUUID } from 'node:crypto';
import { confirmStaffTotp } from '@courtage/contracts/auth/confirm-staff-totp.rpc';
import { createStaff } from '@courtage/contracts/auth/create-staff.rpc';
import { deleteStaff } from '@courtage/contracts/auth/delete-staff.rpc';
import { disableStaffTotp } from '@courtage/contracts/auth/disable-staff-totp.rpc';
import { enableStaffTotp } from '@courtage/contracts/auth/enable-staff-totp.rpc';
import { getStaffAvatar } from '@courtage/contracts/auth/get-staff-avatar.rpc';
import { getStaffProfile } from '@courtage/contracts/auth/get-staff-profile.rpc';
import { listStaff } from '@courtage/contracts/auth/list-staff.rpc';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { refreshSession } from '@courtage/contracts/auth/refresh-session.rpc';
import { requestPasswordReset } from '@courtage/contracts/auth/request-password-reset.rpc';
import { resendStaffCode } from '@courtage/contracts/auth/resend-staff-code.rpc';
import { resetPassword } from '@courtage/contracts/auth/reset-password.rpc';
import { setStaffAvatar } from '@courtage/contracts/auth/set-staff-avatar.rpc';
import { signInStaff } from '@courtage/contracts/auth/sign-in-staff.rpc';
import { updateStaff } from '@courtage/contracts/auth/update-staff.rpc';
import { updateStaffProfile } from '@courtage/contracts/auth/update-staff-profile.rpc';
import { verifyStaffCode } from '@courtage/contracts/auth/verify-staff-code.rpc';
import type { Actor } from '@courtage/contracts/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../src/domain/totp.ts';
import { type AuthProcess, startAuthProcess } from './support/auth-process.ts';
import { lastEmail as lastEmailOf } from './support/last-email.ts';

const ADMIN = { email: 'premier.admin@example.fr', password: 'Premier-admin-2026' } as const;
const MEMBER_PASSWORD = 'Equipe-2026';

// The staff account rules of the auth service (sign-in code, two-factor, management, profile,
// forgotten password, password checks), over the real bus as the gateway calls them.
// The routes, guards and bodies are the gateway's tests (gateway/test/auth/staff-auth.test.ts).
describe('staff sign-in, two-factor, management and profile (auth service)', () => {
  let auth: AuthProcess;
  const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.fr`;

  beforeAll(async () => {
    auth = await startAuthProcess('staff', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(async () => auth?.stop());

  const lastEmail = (to: string, template: string) => lastEmailOf(auth.sql, to, template);

  type Session = Awaited<ReturnType<typeof signIn>>;
  const asActor = (session: Session): { actor: Actor } => ({
    actor: { kind: 'admin', id: session.user.id, role: session.user.role },
  });

  /** Password, then the emailed code: the signed-in answer. */
  async function signIn(email: string, password: string) {
    const { challengeId } = await auth.bus.call(signInStaff, { email, password });
    const code = (await lastEmail(email, 'staff-login-code'))?.code;
    return auth.bus.call(verifyStaffCode, { challengeId, code });
  }

  async function addMember(admin: Session, role: 'admin' | 'sub-admin') {
    const email = uniqueEmail(role);
    const created = await auth.bus.call(
      createStaff,
      { name: `Équipe ${role}`, email, role, password: MEMBER_PASSWORD },
      asActor(admin),
    );
    return { id: created.id, email };
  }
  const profileOf = (session: Session) =>
    auth.bus.call(getStaffProfile, { staffId: session.user.id, sessionId: session.tokens.sessionId });

  it('signs the first Admin in with the emailed 6-digit code, once', async () => {
    const challenge = await auth.bus.call(signInStaff, ADMIN);
    expect(challenge).toMatchObject({ otpRequired: true, method: 'email' });
    const mail = await lastEmail(ADMIN.email, 'staff-login-code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const signedIn = await auth.bus.call(verifyStaffCode, {
      challengeId: challenge.challengeId,
      code: mail!.code,
    });
    expect(signedIn.user).toMatchObject({ role: 'admin', email: ADMIN.email, totpEnabled: false });
    await expect(
      auth.bus.call(verifyStaffCode, { challengeId: challenge.challengeId, code: mail!.code }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      auth.bus.call(signInStaff, { email: ADMIN.email, password: 'Pas-le-bon-2026' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
  });

  it('refuses the code after 5 wrong attempts, even the right one', async () => {
    const { challengeId } = await auth.bus.call(signInStaff, ADMIN);
    const code = (await lastEmail(ADMIN.email, 'staff-login-code'))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(auth.bus.call(verifyStaffCode, { challengeId, code: wrong })).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Code incorrect.',
        details: { remainingAttempts: 5 - attempt },
      });
    }
    await expect(auth.bus.call(verifyStaffCode, { challengeId, code: wrong })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(auth.bus.call(verifyStaffCode, { challengeId, code })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de codes incorrects. Veuillez vous reconnecter.',
    });
  });

  it('refuses the code once its 10 minutes are over', async () => {
    const { challengeId } = await auth.bus.call(signInStaff, ADMIN);
    const code = (await lastEmail(ADMIN.email, 'staff-login-code'))!.code!;
    await auth.sql.query(
      `update login_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [challengeId],
    );
    await expect(auth.bus.call(verifyStaffCode, { challengeId, code })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Ce code a expiré. Veuillez vous reconnecter.',
    });
  });

  it('limits code resends, each with a new code', async () => {
    const { challengeId } = await auth.bus.call(signInStaff, ADMIN);
    const first = (await lastEmail(ADMIN.email, 'staff-login-code'))!.code!;
    await expect(auth.bus.call(resendStaffCode, { challengeId })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Veuillez patienter avant de demander un nouveau code.',
    });
    await auth.sql.query(
      `update login_challenges set last_sent_at = now() - interval '1 minute' where id = $1`,
      [challengeId],
    );
    expect(await auth.bus.call(resendStaffCode, { challengeId })).toEqual({});
    const { rows } = await auth.sql.query('select sends from login_challenges where id = $1', [challengeId]);
    expect(rows[0].sends).toBe(2);
    await auth.sql.query(
      `update login_challenges set last_sent_at = now() - interval '1 minute', sends = 3 where id = $1`,
      [challengeId],
    );
    await expect(auth.bus.call(resendStaffCode, { challengeId })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Nombre maximal d’envois atteint. Veuillez vous reconnecter.',
    });
    // The newest emailed code signs in (the first one may equal it by chance: 1 in 10^6).
    const latest = (await lastEmail(ADMIN.email, 'staff-login-code'))!.code!;
    expect(latest).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
    expect((await auth.bus.call(verifyStaffCode, { challengeId, code: latest })).user.email).toBe(
      ADMIN.email,
    );
  });

  it('enables TOTP, which then replaces the emailed code; recovery codes work once', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const member = await addMember(admin, 'sub-admin');
    const session = await signIn(member.email, MEMBER_PASSWORD);
    const staffId = session.user.id;
    const setup = await auth.bus.call(enableStaffTotp, { staffId });
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.recoveryCodes).toHaveLength(10);
    const valid = [-30_000, 0, 30_000].map((shift) => totpAt(setup.secret, Date.now() + shift));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
    await expect(auth.bus.call(confirmStaffTotp, { staffId, code: wrongCode })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'code', message: 'Code incorrect.' }],
    });
    expect(
      await auth.bus.call(confirmStaffTotp, { staffId, code: totpAt(setup.secret, Date.now()) }),
    ).toEqual({ totpEnabled: true });

    // Sign in again: the challenge is TOTP, no email code is sent.
    const { challengeId, method } = await auth.bus.call(signInStaff, {
      email: member.email,
      password: MEMBER_PASSWORD,
    });
    expect(method).toBe('totp');
    const nextStep = totpAt(setup.secret, Date.now() + 30_000);
    const login = await auth.bus.call(verifyStaffCode, { challengeId, code: nextStep });
    expect(login.user.totpEnabled).toBe(true);

    // A step already used never signs in again; a recovery code does, once.
    const second = await auth.bus.call(signInStaff, { email: member.email, password: MEMBER_PASSWORD });
    await expect(
      auth.bus.call(verifyStaffCode, { challengeId: second.challengeId, code: nextStep }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const recovered = await auth.bus.call(verifyStaffCode, {
      challengeId: second.challengeId,
      recoveryCode: setup.recoveryCodes[0]!,
    });
    expect(recovered.user.id).toBe(staffId);
    const third = await auth.bus.call(signInStaff, { email: member.email, password: MEMBER_PASSWORD });
    await expect(
      auth.bus.call(verifyStaffCode, {
        challengeId: third.challengeId,
        recoveryCode: setup.recoveryCodes[0]!,
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('replaces or turns off a live TOTP secret only with the password', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const member = await addMember(admin, 'sub-admin');
    const staffId = (await signIn(member.email, MEMBER_PASSWORD)).user.id;
    const first = await auth.bus.call(enableStaffTotp, { staffId });
    await auth.bus.call(confirmStaffTotp, { staffId, code: totpAt(first.secret, Date.now()) });

    await expect(auth.bus.call(enableStaffTotp, { staffId })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'password', message: 'Veuillez saisir votre mot de passe actuel.' }],
    });
    await expect(
      auth.bus.call(enableStaffTotp, { staffId, password: 'Pas-le-bon-2026' }),
    ).rejects.toMatchObject({
      details: [{ field: 'password', message: 'Le mot de passe actuel est incorrect.' }],
    });
    const { rows } = await auth.sql.query('select totp_enabled from staff where id = $1', [staffId]);
    expect(rows[0].totp_enabled).toBe(true);
    // With the password: a new secret, pending until confirmed (sign-in falls back to the email).
    const replaced = await auth.bus.call(enableStaffTotp, { staffId, password: MEMBER_PASSWORD });
    expect(replaced.secret).not.toBe(first.secret);
    const pending = await auth.bus.call(signInStaff, { email: member.email, password: MEMBER_PASSWORD });
    expect(pending.method).toBe('email');
    await auth.bus.call(confirmStaffTotp, { staffId, code: totpAt(replaced.secret, Date.now()) });

    await expect(
      auth.bus.call(disableStaffTotp, { staffId, password: 'Pas-le-bon-2026' }),
    ).rejects.toMatchObject({
      details: [{ field: 'password', message: 'Le mot de passe actuel est incorrect.' }],
    });
    expect(await auth.bus.call(disableStaffTotp, { staffId, password: MEMBER_PASSWORD })).toEqual({
      totpEnabled: false,
    });
    const { rows: codes } = await auth.sql.query('select 1 from recovery_codes where staff_id = $1', [
      staffId,
    ]);
    expect(codes).toHaveLength(0);
  });

  it('refuses staff management to a Sub-admin, and lets an Admin list, promote and delete', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const member = await addMember(admin, 'sub-admin');
    const sub = await signIn(member.email, MEMBER_PASSWORD);
    const forbidden = { code: 'FORBIDDEN' };
    await expect(auth.bus.call(listStaff, { page: 1, pageSize: 10 }, asActor(sub))).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      auth.bus.call(updateStaff, { staffId: admin.user.id, role: 'sub-admin' }, asActor(sub)),
    ).rejects.toMatchObject(forbidden);
    await expect(auth.bus.call(deleteStaff, { staffId: admin.user.id }, asActor(sub))).rejects.toMatchObject(
      forbidden,
    );
    // A token still saying Admin is not enough: the account as it is now decides.
    await expect(
      auth.bus.call(
        listStaff,
        { page: 1, pageSize: 10 },
        { actor: { ...asActor(sub).actor, role: 'admin' } },
      ),
    ).rejects.toMatchObject(forbidden);

    const list = await auth.bus.call(listStaff, { q: member.email, page: 1, pageSize: 10 }, asActor(admin));
    expect(list).toMatchObject({ total: 1, items: [{ email: member.email, role: 'sub-admin' }] });
    // Accents and case ignored: 'EQUIPE sub-admin' finds 'Équipe sub-admin' (the newest first).
    const folded = await auth.bus.call(
      listStaff,
      { q: 'EQUIPE sub-admin', page: 1, pageSize: 10 },
      asActor(admin),
    );
    expect(folded.items[0]).toMatchObject({ email: member.email });
    await expect(
      auth.bus.call(
        createStaff,
        { name: 'Doublon', email: member.email.toUpperCase(), role: 'admin', password: MEMBER_PASSWORD },
        asActor(admin),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: [{ field: 'email' }] });

    const promoted = await auth.bus.call(updateStaff, { staffId: member.id, role: 'admin' }, asActor(admin));
    expect(promoted.role).toBe('admin');
    // The role change closed the member's sessions: the old session's rights are gone.
    await expect(profileOf(sub)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await auth.bus.call(deleteStaff, { staffId: member.id }, asActor(admin))).toEqual({});
    await expect(
      auth.bus.call(signInStaff, { email: member.email, password: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('never removes, disables or demotes the last Admin', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const other = await addMember(admin, 'admin');
    // Two Admins: the other one may be demoted, leaving the first Admin as the last one.
    await auth.bus.call(updateStaff, { staffId: other.id, role: 'sub-admin' }, asActor(admin));
    await expect(
      auth.bus.call(updateStaff, { staffId: admin.user.id, role: 'sub-admin' }, asActor(admin)),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Impossible : il doit rester au moins un Admin actif.',
    });
    await expect(
      auth.bus.call(updateStaff, { staffId: admin.user.id, disabled: true }, asActor(admin)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Promoted again, the other Admin may disable the first one, then is the last active Admin.
    await auth.bus.call(updateStaff, { staffId: other.id, role: 'admin' }, asActor(admin));
    const second = await signIn(other.email, MEMBER_PASSWORD);
    await auth.bus.call(updateStaff, { staffId: admin.user.id, disabled: true }, asActor(second));
    await expect(auth.bus.call(deleteStaff, { staffId: other.id }, asActor(second))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      auth.bus.call(updateStaff, { staffId: other.id, role: 'sub-admin' }, asActor(second)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // The disabled Admin neither signs in nor gets a recipient's address.
    await expect(auth.bus.call(signInStaff, ADMIN)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const recipients = await auth.bus.call(listStaffRecipients, { staffIds: [admin.user.id, other.id] });
    expect(recipients.staff.map((staff) => staff.id)).toEqual([other.id]);
    // Put the first Admin back for the other tests.
    await auth.bus.call(updateStaff, { staffId: admin.user.id, disabled: false }, asActor(second));
  });

  it('resets a staff password once from the email, closing every session', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const member = await addMember(admin, 'sub-admin');
    const session = await signIn(member.email, MEMBER_PASSWORD);
    expect(await auth.bus.call(requestPasswordReset, { kind: 'staff', email: member.email })).toEqual({});
    expect(
      await auth.bus.call(requestPasswordReset, { kind: 'staff', email: uniqueEmail('personne') }),
    ).toEqual({});
    const token = (await lastEmail(member.email, 'staff-password-reset'))!.link!.split('/').pop()!;
    await auth.bus.call(resetPassword, { kind: 'staff', token, password: 'Nouveau-2026' });
    await expect(
      auth.bus.call(resetPassword, { kind: 'staff', token, password: 'Autre-2026x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(profileOf(session)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      auth.bus.call(refreshSession, { refreshToken: session.tokens.refreshToken, kind: 'staff' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await signIn(member.email, 'Nouveau-2026')).user.email).toBe(member.email);
  });

  it('edits the own name freely, the sign-in email only with the password, and tells the old address', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const member = await addMember(admin, 'sub-admin');
    const staffId = (await signIn(member.email, MEMBER_PASSWORD)).user.id;
    const renamed = await auth.bus.call(updateStaffProfile, { staffId, name: 'Nouveau Nom' });
    expect(renamed).toMatchObject({ name: 'Nouveau Nom', email: member.email });

    const moved = uniqueEmail('deplace');
    await expect(auth.bus.call(updateStaffProfile, { staffId, email: moved })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'currentPassword', message: 'Veuillez saisir votre mot de passe actuel.' }],
    });
    await expect(
      auth.bus.call(updateStaffProfile, { staffId, email: moved, currentPassword: 'Pas-le-bon-2026' }),
    ).rejects.toMatchObject({
      details: [{ field: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' }],
    });
    await expect(
      auth.bus.call(updateStaffProfile, { staffId, email: ADMIN.email, currentPassword: MEMBER_PASSWORD }),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: [{ field: 'email' }] });
    const done = await auth.bus.call(updateStaffProfile, {
      staffId,
      email: moved,
      currentPassword: MEMBER_PASSWORD,
    });
    expect(done.email).toBe(moved);
    expect(await lastEmail(member.email, 'staff-email-changed')).toMatchObject({
      to: member.email,
      template: 'staff-email-changed',
    });
  });

  it('stores the avatar whose bytes match its type, and serves it back', async () => {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const member = await addMember(admin, 'sub-admin');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
    const saved = await auth.bus.call(setStaffAvatar, {
      staffId: member.id,
      contentType: 'image/png',
      base64: png.toString('base64'),
    });
    expect(saved.image).toMatch(new RegExp(`^/api/v1/admin/avatars/${member.id}`));
    const served = await auth.bus.call(getStaffAvatar, { staffId: member.id });
    expect(served.contentType).toBe('image/png');
    expect(Buffer.from(served.base64, 'base64').equals(png)).toBe(true);
    await expect(
      auth.bus.call(setStaffAvatar, {
        staffId: member.id,
        contentType: 'image/jpeg',
        base64: png.toString('base64'),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
