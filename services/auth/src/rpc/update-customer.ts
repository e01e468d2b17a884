import { updateCustomer } from '@courtage/contracts/auth/update-customer.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { normalizePhone, requireName } from '../domain/normalize-input.ts';
import { toSessionUser } from '../domain/to-session-user.ts';
import { findCustomerById, fullNameOf, updateCustomerRow } from '../repositories/customers-repository.ts';

/** `auth.update-customer`: the profile form (checked by the bus), normalized, for "me". */
export function updateCustomerHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(updateCustomer, async (input) => {
    const current = await findCustomerById(ctx.db, input.customerId);
    if (!current || current.disabled_at !== null)
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    const firstName =
      input.firstName === undefined ? current.first_name : requireName(input.firstName, 'firstName');
    const lastName =
      input.lastName === undefined ? current.last_name : requireName(input.lastName, 'lastName');
    const phone = input.phoneNumber === undefined ? current.phone_number : normalizePhone(input.phoneNumber);
    const row = await updateCustomerRow(ctx.db, current.id, {
      first_name: firstName,
      last_name: lastName,
      full_name: fullNameOf(firstName, lastName),
      phone_number: phone,
    });
    if (!row) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
    return toSessionUser(row);
  });
}
