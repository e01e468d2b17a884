import { getCustomerAvatar } from '@courtage/contracts/auth/get-customer-avatar.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { loadAvatar } from '../domain/avatars.ts';

/** `auth.get-customer-avatar`: the picture's bytes and type (NOT_FOUND without one). */
export function getCustomerAvatarHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(getCustomerAvatar, async ({ customerId }) => loadAvatar(ctx.db, 'customer', customerId));
}
