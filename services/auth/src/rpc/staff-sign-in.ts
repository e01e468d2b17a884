import { resendStaffCode, signInStaff, verifyStaffCode } from '@courtage/contracts/auth/staff-sign-in.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { hashCode } from '../domain/code-hash.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { requestEmail } from '../domain/request-email.ts';
import { generateSixDigitCode } from '../domain/secrets.ts';
import { accountBucket, assertNotThrottled, clearHits, recordHit } from '../domain/throttle.ts';
import { findStaffByEmail } from '../repositories/staff-repository.ts';
import { checkChallengeAnswer } from './check-challenge-answer.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_SENDS = 3;
export const RESEND_INTERVAL_MS = 30_000;

function signIn(ctx: AuthContext): RpcHandler {
  return rpcHandler(signInStaff, async (input, meta) => {
    const bucket = accountBucket('login', 'staff', input.email);
    await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount);
    const staff = await findStaffByEmail(ctx.db, input.email);
    const matches = await verifyPassword(staff?.password_hash ?? null, input.password);
    if (!staff || !matches || staff.disabled_at !== null) {
      await recordHit(ctx.db, bucket);
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    }
    await clearHits(ctx.db, bucket);
    const method = staff.totp_enabled ? ('totp' as const) : ('email' as const);
    const expiresAt = new Date(ctx.now().getTime() + CODE_TTL_MS);
    const challengeId = await ctx.db.transaction().execute(async (trx) => {
      const challenge = await trx
        .insertInto('login_challenges')
        .values({ staff_id: staff.id, method, expires_at: expiresAt, last_sent_at: ctx.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (method === 'email') {
        const code = generateSixDigitCode();
        await trx
          .updateTable('login_challenges')
          .set({ code_hash: hashCode(ctx.encryptionKey, challenge.id, code) })
          .where('id', '=', challenge.id)
          .execute();
        await requestEmail(
          trx,
          {
            template: 'staff-login-code',
            to: staff.email,
            name: staff.name,
            code,
            validForMinutes: CODE_TTL_MS / 60_000,
          },
          meta.correlationId,
        );
      }
      return challenge.id;
    });
    return { otpRequired: true as const, challengeId, method, expiresAt: expiresAt.toISOString() };
  });
}

function resend(ctx: AuthContext): RpcHandler {
  return rpcHandler(resendStaffCode, async ({ challengeId }, meta) => {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('login_challenges')
        .innerJoin('staff', 'staff.id', 'login_challenges.staff_id')
        .select([
          'login_challenges.id',
          'method',
          'sends',
          'last_sent_at',
          'expires_at',
          'consumed_at',
          'attempts',
        ])
        .select(['staff.email', 'staff.name'])
        .where('login_challenges.id', '=', challengeId)
        .forUpdate()
        .executeTakeFirst();
      const now = ctx.now();
      if (!row || row.method !== 'email' || row.consumed_at !== null || row.expires_at <= now) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.challengeInvalid);
      }
      if (row.sends >= MAX_CODE_SENDS) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendLimit);
      if (now.getTime() - row.last_sent_at.getTime() < RESEND_INTERVAL_MS) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendTooSoon);
      }
      const code = generateSixDigitCode();
      await trx
        .updateTable('login_challenges')
        .set({
          code_hash: hashCode(ctx.encryptionKey, row.id, code),
          sends: row.sends + 1,
          last_sent_at: now,
          expires_at: new Date(now.getTime() + CODE_TTL_MS),
        })
        .where('id', '=', row.id)
        .execute();
      await requestEmail(
        trx,
        {
          template: 'staff-login-code',
          to: row.email,
          name: row.name,
          code,
          validForMinutes: CODE_TTL_MS / 60_000,
        },
        meta.correlationId,
      );
    });
    return {};
  });
}

function verify(ctx: AuthContext): RpcHandler {
  return rpcHandler(verifyStaffCode, async (input) => checkChallengeAnswer(ctx, input));
}

export function staffSignInHandlers(ctx: AuthContext): RpcHandler[] {
  return [signIn(ctx), verify(ctx), resend(ctx)];
}
