import type { SessionTokens, StaffUser } from '@courtage/contracts/auth/session';
import type { Actor } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import type { Transaction } from 'kysely';
import type { AuthContext } from '../auth-context.ts';
import type { AuthDatabase } from '../database-schema.ts';
import {
  findChallengeOwner,
  lockLoginChallenge,
  updateLoginChallenge,
} from '../repositories/login-challenges-repository.ts';
import { consumeRecoveryCode } from '../repositories/recovery-codes-repository.ts';
import { findStaffById, type StaffRow, updateStaffRow } from '../repositories/staff-repository.ts';
import { codeMatches } from './code-hash.ts';
import { decryptSecret } from './encrypt-secret.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { hashSecret, normalizeRecoveryCode } from './secrets.ts';
import { openSession } from './sessions.ts';
import { auditStaff, signingInActor } from './staff-audit.ts';
import { assertNotThrottled, recordHit } from './throttle.ts';
import { toStaffUser } from './to-session-user.ts';
import { matchTotp } from './totp.ts';

export const MAX_CODE_ATTEMPTS = 5;

type Answer = { challengeId: string; code?: string; recoveryCode?: string };
type Outcome =
  | { ok: true; user: StaffUser; tokens: SessionTokens }
  | { ok: false; error: AppError; isWrongAnswer?: boolean; staff?: { id: string; role: string } };

/** A TOTP code of this staff member's app, never one of a step already used. */
async function acceptTotp(trx: Transaction<AuthDatabase>, ctx: AuthContext, staff: StaffRow, code: string) {
  if (!staff.totp_secret_encrypted) return false;
  const step = matchTotp(
    decryptSecret(ctx.encryptionKey, staff.totp_secret_encrypted),
    code,
    ctx.now().getTime(),
  );
  if (step === null || (staff.totp_last_step !== null && step <= Number(staff.totp_last_step))) return false;
  await updateStaffRow(trx, staff.id, { totp_last_step: step });
  return true;
}

/**
 * Staff step 2. The challenge row is locked, so concurrent guesses are counted one by
 * one; a wrong answer's attempt is committed before the error is answered. After
 * MAX_CODE_ATTEMPTS wrong answers, or 10 minutes, the challenge is dead.
 */
export async function checkChallengeAnswer(ctx: AuthContext, answer: Answer, meta: { actor: Actor }) {
  // Per account too: someone who knows the password cannot open challenge after challenge
  // to get 5 more guesses each time.
  const owner = await findChallengeOwner(ctx.db, answer.challengeId);
  const bucket = owner ? `code:staff:${owner}` : null;
  try {
    if (bucket) await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount * 2);
  } catch (error) {
    await auditStaff(ctx.db, {
      actor: signingInActor(meta, null),
      action: 'sign-in-failed',
      staffId: owner ?? answer.challengeId,
      after: { step: 'code', reason: 'throttled' },
    });
    throw error;
  }
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const challenge = await lockLoginChallenge(trx, answer.challengeId);
    const now = ctx.now();
    if (!challenge || challenge.consumed_at !== null || challenge.expires_at <= now) {
      return { ok: false, error: new AppError('UNAUTHENTICATED', AUTH_MESSAGES.challengeInvalid) };
    }
    if (challenge.attempts >= MAX_CODE_ATTEMPTS) {
      return { ok: false, error: new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyCodeAttempts) };
    }
    const staff = await findStaffById(trx, challenge.staff_id);
    if (!staff || staff.disabled_at !== null) {
      return { ok: false, error: new AppError('UNAUTHENTICATED', AUTH_MESSAGES.challengeInvalid) };
    }
    let accepted = false;
    if (answer.recoveryCode && staff.totp_enabled) {
      accepted = await consumeRecoveryCode(
        trx,
        staff.id,
        hashSecret(normalizeRecoveryCode(answer.recoveryCode)),
      );
    } else if (answer.code && challenge.method === 'email') {
      accepted = codeMatches(ctx.encryptionKey, challenge.id, answer.code, challenge.code_hash);
    } else if (answer.code && challenge.method === 'totp') {
      accepted = await acceptTotp(trx, ctx, staff, answer.code);
    }
    if (!accepted) {
      const attempts = challenge.attempts + 1;
      await updateLoginChallenge(trx, challenge.id, { attempts });
      const remaining = MAX_CODE_ATTEMPTS - attempts;
      return {
        ok: false,
        isWrongAnswer: true,
        staff: { id: staff.id, role: staff.role },
        error:
          remaining > 0
            ? new AppError('UNAUTHENTICATED', AUTH_MESSAGES.wrongCode, { remainingAttempts: remaining })
            : new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyCodeAttempts),
      };
    }
    await updateLoginChallenge(trx, challenge.id, { consumed_at: now });
    const tokens = await openSession(trx, ctx, { id: staff.id, kind: 'staff', role: staff.role });
    await auditStaff(trx, {
      actor: signingInActor(meta, staff),
      action: 'sign-in',
      staffId: staff.id,
      after: {
        method: answer.recoveryCode && staff.totp_enabled ? 'recovery-code' : challenge.method,
      },
    });
    return { ok: true, user: toStaffUser(staff), tokens };
  });
  if (!outcome.ok) {
    if (bucket && outcome.isWrongAnswer) await recordHit(ctx.db, bucket);
    await auditStaff(ctx.db, {
      actor: signingInActor(meta, outcome.staff ?? null),
      action: 'sign-in-failed',
      staffId: outcome.staff?.id ?? owner ?? answer.challengeId,
      after: { step: 'code', reason: outcome.isWrongAnswer ? 'wrong-code' : outcome.error.code },
    });
    throw outcome.error;
  }
  return { user: outcome.user, tokens: outcome.tokens };
}
