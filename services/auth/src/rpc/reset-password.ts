import { resetPassword } from '@courtage/contracts/auth/reset-password.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { announceEmailProven } from '../domain/email-proven.ts';
import { consumeLinkToken } from '../domain/link-tokens.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { hashPassword } from '../domain/passwords.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { auditStaff } from '../domain/staff-audit.ts';
import { updateCustomerRow } from '../repositories/customers-repository.ts';
import { updateStaffRow } from '../repositories/staff-repository.ts';

/**
 * `auth.reset-password`: a new password (its rules checked by the bus against the reset form)
 * from an emailed token (single use); every session of the account is revoked.
 */
export function resetPasswordHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(resetPassword, async ({ kind, token, password }, meta) => {
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction().execute(async (trx) => {
      const accountId = await consumeLinkToken(trx, token, 'password-reset', kind, ctx.now());
      if (!accountId) throw new AppError('NOT_FOUND', AUTH_MESSAGES.invalidLink);
      if (kind === 'customer') {
        // Following an emailed link proves the address too (offer attaches what was made signed out).
        const customer = await updateCustomerRow(trx, accountId, {
          password_hash: passwordHash,
          is_email_verified: true,
        });
        if (customer) {
          await announceEmailProven(
            trx,
            { customerId: customer.id, email: customer.email, proof: 'password-reset' },
            meta.correlationId,
          );
        }
      } else {
        const staff = await updateStaffRow(trx, accountId, { password_hash: passwordHash });
        if (staff)
          await auditStaff(trx, {
            actor: {
              kind: 'admin',
              id: staff.id,
              role: staff.role,
              ...(meta.actor.address ? { address: meta.actor.address } : {}),
            },
            action: 'reset-password',
            staffId: staff.id,
          });
      }
      await revokeAccountSessions(trx, ctx.revocations, kind, accountId, 'password-reset');
    });
    return {};
  });
}
