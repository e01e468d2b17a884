import { setCustomerAvatar } from '@courtage/contracts/auth/set-customer-avatar.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { avatarBytes, avatarPath, saveAvatarBytes } from '../domain/avatars.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { toSessionUser } from '../domain/to-session-user.ts';
import { findCustomerById, updateCustomerRow } from '../repositories/customers-repository.ts';

/** `auth.set-customer-avatar`: stores the picture; the account's `image` is its versioned path. */
export function setCustomerAvatarHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(setCustomerAvatar, async ({ customerId, contentType, base64 }) => {
    const current = await findCustomerById(ctx.db, customerId);
    if (!current || current.disabled_at !== null)
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    const bytes = avatarBytes(contentType, base64);
    const row = await ctx.db.transaction().execute(async (trx) => {
      await saveAvatarBytes(trx, 'customer', customerId, contentType, bytes);
      return updateCustomerRow(trx, customerId, {
        image: avatarPath('customer', customerId, ctx.now().getTime()),
      });
    });
    if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toSessionUser(row);
  });
}
