import { requestPasswordReset } from '@courtage/contracts/auth/request-password-reset.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { resetLink } from '../domain/account-links.ts';
import { issueLinkToken, RESET_TOKEN_TTL_MS, voidLinkTokens } from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requestEmail } from '../domain/request-email.ts';
import { accountBucket, assertNotThrottled, recordHit } from '../domain/throttle.ts';
import { findCustomerByEmail } from '../repositories/customers-repository.ts';
import { findStaffByEmail } from '../repositories/staff-repository.ts';

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

/** `auth.request-password-reset` (customers and staff): the same answer whether the account exists. */
export function requestPasswordResetHandler(ctx: AuthContext): RpcHandler {
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
