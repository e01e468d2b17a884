import { resendCustomerVerification } from '@courtage/contracts/auth/resend-customer-verification.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { verificationLink } from '../domain/account-links.ts';
import { EMAIL_VERIFICATION_TTL_MS, issueLinkToken, voidLinkTokens } from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requestEmail } from '../domain/request-email.ts';
import { assertNotThrottled, recordHit } from '../domain/throttle.ts';
import { findCustomerById } from '../repositories/customers-repository.ts';

/** Verification emails per customer per hour. */
const VERIFICATION_RESENDS_PER_HOUR = 3;

/** `auth.resend-customer-verification`: a new single-use link (the previous ones are voided). */
export function resendCustomerVerificationHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(resendCustomerVerification, async ({ customerId }, meta) => {
    const row = await findCustomerById(ctx.db, customerId);
    if (!row || row.disabled_at !== null) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    if (row.is_email_verified) return { isEmailVerified: true };
    const bucket = `verification:customer:${row.id}`;
    await assertNotThrottled(
      ctx.db,
      bucket,
      VERIFICATION_RESENDS_PER_HOUR,
      AUTH_MESSAGES.tooManyEmails,
      3_600_000,
    );
    await recordHit(ctx.db, bucket);
    await ctx.db.transaction().execute(async (trx) => {
      await voidLinkTokens(trx, 'email-verification', 'customer', row.id, ctx.now());
      const token = await issueLinkToken(trx, {
        purpose: 'email-verification',
        kind: 'customer',
        accountId: row.id,
        ttlMs: EMAIL_VERIFICATION_TTL_MS,
        now: ctx.now(),
      });
      await requestEmail(
        trx,
        {
          template: 'customer-email-verification',
          to: row.email,
          name: row.full_name,
          link: verificationLink(ctx, token),
          validForMinutes: EMAIL_VERIFICATION_TTL_MS / 60_000,
        },
        meta.correlationId,
      );
    });
    return { isEmailVerified: false };
  });
}
