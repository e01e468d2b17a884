import { getCustomer } from '@courtage/contracts/auth/get-customer.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { isSessionLive } from '../domain/sessions.ts';
import { toSessionUser } from '../domain/to-session-user.ts';
import { findCustomerById } from '../repositories/customers-repository.ts';

/** `auth.get-customer`: the session check, UNAUTHENTICATED once the session or account is gone. */
export function getCustomerHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(getCustomer, async ({ customerId, sessionId }) => {
    const row = await findCustomerById(ctx.db, customerId);
    const live =
      row && row.disabled_at === null && (await isSessionLive(ctx.db, sessionId, customerId, ctx.now()));
    if (!row || !live) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toSessionUser(row);
  });
}
