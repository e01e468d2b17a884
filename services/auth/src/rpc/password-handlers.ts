import { changePassword, requestPasswordReset, resetPassword } from '@courtage/contracts/auth/password.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { announceEmailProven } from '../domain/email-proven.ts';
import {
  consumeLinkToken,
  issueLinkToken,
  RESET_TOKEN_TTL_MS,
  voidLinkTokens,
} from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requirePasswordRules } from '../domain/normalize-input.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { requestEmail } from '../domain/request-email.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { accountBucket, assertNotThrottled, recordHit } from '../domain/throttle.ts';
import { findCustomerByEmail } from '../repositories/customers-repository.ts';
import { findStaffByEmail } from '../repositories/staff-repository.ts';
import { resetLink } from './ensure-customer.ts';

/** Reset emails per address per hour, counted whether or not the address has an account. */
const RESET_REQUESTS_PER_HOUR = 3;

async function issueResetEmail(
  ctx: AuthContext,
  kind: 'customer' | 'staff',
  email: string,
  correlationId: string,
) {
  const account =
    kind === 'customer'
      ? await findCustomerByEmail(ctx.db, email).then(
          (r) => r && { id: r.id, email: r.email, name: r.full_name, off: r.disabled_at },
        )
      : await findStaffByEmail(ctx.db, email).then(
          (r) => r && { id: r.id, email: r.email, name: r.name, off: r.disabled_at },
        );
  // Unknown or disabled: no email (the caller already had the same answer as for a known one).
  if (!account || account.off !== null) return;
  await ctx.db.transaction().execute(async (trx) => {
    await voidLinkTokens(trx, 'password-reset', kind, account.id, ctx.now());
    const token = await issueLinkToken(trx, {
      purpose: 'password-reset',
      kind,
      accountId: account.id,
      ttlMs: RESET_TOKEN_TTL_MS,
      now: ctx.now(),
    });
    await requestEmail(
      trx,
      {
        template: kind === 'customer' ? 'customer-password-reset' : 'staff-password-reset',
        to: account.email,
        name: account.name,
        link: resetLink(ctx, token),
        validForMinutes: RESET_TOKEN_TTL_MS / 60_000,
      },
      correlationId,
    );
  });
}

function requestReset(ctx: AuthContext): RpcHandler {
  return rpcHandler(requestPasswordReset, async ({ kind, email }, meta) => {
    const bucket = accountBucket('reset', kind, email);
    await assertNotThrottled(
      ctx.db,
      bucket,
      RESET_REQUESTS_PER_HOUR,
      AUTH_MESSAGES.tooManyResetRequests,
      3_600_000,
    );
    await recordHit(ctx.db, bucket);
    // The rest happens after the answer: known or unknown address, the caller sees the same
    // answer after the same work (the throttle above), nothing that depends on the account.
    ctx.background.run('password-reset-email', () => issueResetEmail(ctx, kind, email, meta.correlationId));
    return {};
  });
}

function reset(ctx: AuthContext): RpcHandler {
  return rpcHandler(resetPassword, async ({ kind, token, password }, meta) => {
    requirePasswordRules(password);
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction().execute(async (trx) => {
      const accountId = await consumeLinkToken(trx, token, 'password-reset', kind, ctx.now());
      if (!accountId) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
      if (kind === 'customer') {
        // Following an emailed link proves the address too (offer attaches what was made signed out).
        const customer = await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash, is_email_verified: true, updated_at: new Date() })
          .where('id', '=', accountId)
          .returning(['id', 'email'])
          .executeTakeFirst();
        if (customer) {
          await announceEmailProven(
            trx,
            { customerId: customer.id, email: customer.email, proof: 'password-reset' },
            meta.correlationId,
          );
        }
      } else {
        await trx
          .updateTable('staff')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', accountId)
          .execute();
      }
      await revokeAccountSessions(trx, ctx.revocations, kind, accountId, 'password-reset');
    });
    return {};
  });
}

function change(ctx: AuthContext): RpcHandler {
  return rpcHandler(changePassword, async ({ kind, accountId, sessionId, currentPassword, newPassword }) => {
    const bucket = `password-change:${kind}:${accountId}`;
    await assertNotThrottled(ctx.db, bucket, ctx.maxFailuresPerAccount);
    const table = kind === 'customer' ? 'customers' : 'staff';
    const row = await ctx.db
      .selectFrom(table)
      .select(['password_hash'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    if (!(await verifyPassword(row.password_hash, currentPassword))) {
      await recordHit(ctx.db, bucket);
      const message = AUTH_MESSAGES.wrongCurrentPassword;
      throw new AppError('VALIDATION_FAILED', message, [{ field: 'currentPassword', message }]);
    }
    requirePasswordRules(newPassword, 'newPassword');
    if (currentPassword === newPassword) {
      const message = AUTH_MESSAGES.samePassword;
      throw new AppError('VALIDATION_FAILED', message, [{ field: 'newPassword', message }]);
    }
    const passwordHash = await hashPassword(newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable(table)
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', accountId)
        .execute();
      await revokeAccountSessions(trx, ctx.revocations, kind, accountId, 'password-change', sessionId);
    });
    return {};
  });
}

export function passwordHandlers(ctx: AuthContext): RpcHandler[] {
  return [requestReset(ctx), reset(ctx), change(ctx)];
}
