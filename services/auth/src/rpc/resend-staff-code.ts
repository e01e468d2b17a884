import { resendStaffCode } from '@courtage/contracts/auth/resend-staff-code.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { CODE_TTL_MS, emailLoginCode, MAX_CODE_SENDS, RESEND_INTERVAL_MS } from '../domain/login-code.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { lockChallengeWithRecipient } from '../repositories/login-challenges-repository.ts';

/** A new emailed code for the same challenge: at most MAX_CODE_SENDS, RESEND_INTERVAL_MS apart. */
export function resendStaffCodeHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(resendStaffCode, async ({ challengeId }, meta) => {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await lockChallengeWithRecipient(trx, challengeId);
      const now = ctx.now();
      if (!row || row.method !== 'email' || row.consumed_at !== null || row.expires_at <= now) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.challengeInvalid);
      }
      if (row.sends >= MAX_CODE_SENDS) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendLimit);
      if (now.getTime() - row.last_sent_at.getTime() < RESEND_INTERVAL_MS) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendTooSoon);
      }
      await emailLoginCode(trx, ctx, { id: row.id, to: row.email, name: row.name }, meta.correlationId, {
        sends: row.sends + 1,
        last_sent_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
      });
    });
    return {};
  });
}
