import type { Transaction } from 'kysely';
import type { AuthContext } from '../auth-context.ts';
import type { AuthDatabase } from '../database-schema.ts';
import { updateLoginChallenge } from '../repositories/login-challenges-repository.ts';
import { hashCode } from './code-hash.ts';
import { requestEmail } from './request-email.ts';
import { generateSixDigitCode } from './secrets.ts';

/** How long an emailed code (and its challenge) lives. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_SENDS = 3;
export const RESEND_INTERVAL_MS = 30_000;

/**
 * A new 6-digit code for the challenge, stored hashed (with `values`, the resend's counters),
 * and emailed to the staff member in the same transaction (outbox).
 */
export async function emailLoginCode(
  trx: Transaction<AuthDatabase>,
  ctx: AuthContext,
  challenge: { id: string; to: string; name: string },
  correlationId: string,
  values: { sends?: number; last_sent_at?: Date; expires_at?: Date } = {},
): Promise<void> {
  const code = generateSixDigitCode();
  await updateLoginChallenge(trx, challenge.id, {
    ...values,
    code_hash: hashCode(ctx.encryptionKey, challenge.id, code),
  });
  await requestEmail(
    trx,
    {
      template: 'staff-login-code',
      to: challenge.to,
      name: challenge.name,
      code,
      validForMinutes: CODE_TTL_MS / 60_000,
    },
    correlationId,
  );
}
