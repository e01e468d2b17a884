import { signInCustomer } from '@courtage/contracts/auth/sign-in-customer.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { announceEmailProven } from '../domain/email-proven.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { openSession } from '../domain/sessions.ts';
import { accountBucket, assertNotThrottled, clearHits, recordHit } from '../domain/throttle.ts';
import { toSessionUser } from '../domain/to-session-user.ts';
import { findCustomerByEmail } from '../repositories/customers-repository.ts';

/** `auth.sign-in-customer`: email + password, one argon2 verification whatever happens. */
export function signInCustomerHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(signInCustomer, async (input, meta) => {
    const bucket = accountBucket('login', 'customer', input.email);
    await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount);
    const row = await findCustomerByEmail(ctx.db, input.email);
    // One argon2 verification whatever happens (dummy hash for an unknown email).
    const matches = await verifyPassword(row?.password_hash ?? null, input.password);
    if (!row || !matches || row.disabled_at !== null) {
      await recordHit(ctx.db, bucket);
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.badCredentials);
    }
    await clearHits(ctx.db, bucket);
    // One transaction (one commit) for the session, its first refresh token and, when the
    // address was verified, the proof that lets offer attach subscriptions made signed out.
    const tokens = await ctx.db.transaction().execute(async (trx) => {
      if (row.is_email_verified) {
        await announceEmailProven(
          trx,
          { customerId: row.id, email: row.email, proof: 'signed-in' },
          meta.correlationId,
        );
      }
      return openSession(trx, ctx, { id: row.id, kind: 'customer', role: 'customer' });
    });
    return { user: toSessionUser(row), tokens };
  });
}
