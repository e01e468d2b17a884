import { verifyCustomerEmail } from '@courtage/contracts/auth/verify-customer-email.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { announceEmailProven } from '../domain/email-proven.ts';
import { consumeLinkToken } from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { hashSecret } from '../domain/secrets.ts';
import {
  type CustomerRow,
  fullNameOf,
  insertCustomer,
  updateCustomerRow,
} from '../repositories/customers-repository.ts';
import { consumePendingSignup } from '../repositories/pending-signups-repository.ts';

/**
 * `auth.verify-customer-email`, an emailed link: the verification link of an account, or the
 * activation link of a sign-up (the account is created then, its address verified; the customer
 * signs in next). Either proves the address: `auth.customer-email.proven` goes out in the same
 * transaction.
 */
export function verifyCustomerEmailHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(verifyCustomerEmail, async ({ token }, meta) =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const customerId = await consumeLinkToken(trx, token, 'email-verification', 'customer', now);
      let row: CustomerRow | null = null;
      let activated = false;
      if (customerId) {
        row = await updateCustomerRow(trx, customerId, { is_email_verified: true });
      } else {
        const pending = await consumePendingSignup(trx, hashSecret(token), now);
        if (!pending) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
        row = await insertCustomer(trx, {
          email: pending.email,
          password_hash: pending.password_hash,
          first_name: pending.first_name,
          last_name: pending.last_name,
          full_name: fullNameOf(pending.first_name, pending.last_name),
          phone_number: pending.phone_number,
          is_email_verified: true,
        });
        // The address got an account meanwhile (another activation, or a subscription): the
        // holder of this mailbox may know it; they sign in or reset the password.
        if (!row) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
        activated = true;
      }
      if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
      await announceEmailProven(
        trx,
        { customerId: row.id, email: row.email, proof: activated ? 'account-activated' : 'email-verified' },
        meta.correlationId,
      );
      return { email: row.email, isEmailVerified: true as const, activated };
    }),
  );
}
