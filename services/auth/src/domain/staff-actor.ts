import { AppError } from '@courtage/contracts/errors';
import { requireAdminActor as requireAdminCaller } from '@courtage/runtime/actor-checks';
import type { RpcMeta } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { findStaffById, type StaffRow } from '../repositories/staff-repository.ts';
import { AUTH_MESSAGES } from './messages.ts';

/** The staff member of a token, still active: UNAUTHENTICATED otherwise (disabled or deleted). */
export async function requireActiveStaff(ctx: AuthContext, staffId: string): Promise<StaffRow> {
  const staff = await findStaffById(ctx.db, staffId);
  if (!staff || staff.disabled_at !== null)
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
  return staff;
}

/**
 * Staff management is for Admins only. The gateway checks the token's role; this checks
 * the account as it is now, so that an Admin demoted or disabled a minute ago cannot use
 * the rest of their 15-minute token to keep managing staff.
 */
export async function requireAdminActor(ctx: AuthContext, meta: RpcMeta): Promise<string> {
  const actor = requireAdminCaller(meta);
  const current = await findStaffById(ctx.db, actor.id);
  if (!current || current.role !== 'admin' || current.disabled_at !== null) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
  }
  return actor.id;
}

/** A wrong or missing password where an action asks for it again, on `field`. */
export function passwordRefused(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ field, message }]);
}
