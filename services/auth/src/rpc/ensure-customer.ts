import { ensureCustomer } from '@courtage/contracts/auth/ensure-customer.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { resetLink } from '../domain/account-links.ts';
import { issueLinkToken, SET_PASSWORD_TOKEN_TTL_MS } from '../domain/link-tokens.ts';
import { normalizePhone, requireEmail, requireName } from '../domain/normalize-input.ts';
import { requestEmail } from '../domain/request-email.ts';
import { findCustomerByEmail, fullNameOf, insertCustomer } from '../repositories/customers-repository.ts';

/**
 * `auth.ensure-customer` (for the offer service): the customer of this email, created
 * without a password when missing, with a 72-hour link to set one emailed in the same
 * transaction. An existing account is left as it is. A phone that is not a valid French
 * number is dropped rather than failing the caller's confirmation.
 */
export function ensureCustomerHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(ensureCustomer, async (input, meta) => {
    const email = requireEmail(input.email);
    const existing = await findCustomerByEmail(ctx.db, email);
    if (existing) return { userId: existing.id, created: false };
    const firstName = requireName(input.firstName, 'firstName');
    const lastName = requireName(input.lastName, 'lastName');
    let phone: string | null = null;
    try {
      phone = normalizePhone(input.phoneNumber);
    } catch {
      phone = null;
    }
    return ctx.db.transaction().execute(async (trx) => {
      const row = await insertCustomer(trx, {
        email,
        password_hash: null,
        first_name: firstName,
        last_name: lastName,
        full_name: fullNameOf(firstName, lastName),
        phone_number: phone,
      });
      if (!row) {
        // Created meanwhile by a concurrent call: that call sent the email.
        const raced = await findCustomerByEmail(trx, email);
        if (!raced) throw new Error('customer vanished after a unique conflict');
        return { userId: raced.id, created: false };
      }
      const token = await issueLinkToken(trx, {
        purpose: 'password-reset',
        kind: 'customer',
        accountId: row.id,
        ttlMs: SET_PASSWORD_TOKEN_TTL_MS,
        now: ctx.now(),
      });
      await requestEmail(
        trx,
        {
          template: 'customer-set-password',
          to: row.email,
          name: row.full_name,
          link: resetLink(ctx, token),
          validForMinutes: SET_PASSWORD_TOKEN_TTL_MS / 60_000,
        },
        meta.correlationId,
      );
      return { userId: row.id, created: true };
    });
  });
}
