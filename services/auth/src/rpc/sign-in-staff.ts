import { signInStaff } from '@courtage/contracts/auth/sign-in-staff.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { CODE_TTL_MS, emailLoginCode } from '../domain/login-code.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { auditStaff, signingInActor } from '../domain/staff-audit.ts';
import { accountBucket, assertNotThrottled, clearHits, recordHit } from '../domain/throttle.ts';
import { insertLoginChallenge } from '../repositories/login-challenges-repository.ts';
import { findStaffByEmail } from '../repositories/staff-repository.ts';

/**
 * Staff step 1: the password opens a challenge, answered by the emailed code or, once TOTP is
 * on, by the app's; never a session by itself.
 */
export function signInStaffHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(signInStaff, async (input, meta) => {
    const bucket = accountBucket('login', 'staff', input.email);
    // Every refused attempt is in the audit trail: the account when the email has one, else
    // the email typed (trimmed and cut, it is the attacker's text).
    const refused = async (staff: { id: string; role: string } | null, reason: string) =>
      auditStaff(ctx.db, {
        actor: signingInActor(meta, staff),
        action: 'sign-in-failed',
        staffId: staff?.id ?? input.email.trim().toLowerCase().slice(0, 254),
        after: { step: 'password', reason },
      });
    try {
      await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount);
    } catch (error) {
      await refused(null, 'throttled');
      throw error;
    }
    const staff = await findStaffByEmail(ctx.db, input.email);
    const matches = await verifyPassword(staff?.password_hash ?? null, input.password);
    if (!staff || !matches || staff.disabled_at !== null) {
      await recordHit(ctx.db, bucket);
      await refused(staff ?? null, !staff ? 'unknown-email' : !matches ? 'wrong-password' : 'disabled');
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    }
    await clearHits(ctx.db, bucket);
    const method = staff.totp_enabled ? ('totp' as const) : ('email' as const);
    const expiresAt = new Date(ctx.now().getTime() + CODE_TTL_MS);
    const challengeId = await ctx.db.transaction().execute(async (trx) => {
      const id = await insertLoginChallenge(trx, {
        staff_id: staff.id,
        method,
        expires_at: expiresAt,
        last_sent_at: ctx.now(),
      });
      if (method === 'email')
        await emailLoginCode(trx, ctx, { id, to: staff.email, name: staff.name }, meta.correlationId);
      return id;
    });
    return { otpRequired: true as const, challengeId, method, expiresAt: expiresAt.toISOString() };
  });
}
