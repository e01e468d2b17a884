import {
  createStaff,
  deleteStaff,
  listStaff,
  updateStaff,
} from '@courtage/contracts/auth/staff-management.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireEmail, requireName, requirePasswordRules } from '../domain/normalize-input.ts';
import { hashPassword } from '../domain/passwords.ts';
import { revokeAccountSessions } from '../domain/sessions.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import {
  findStaffById,
  insertStaff,
  lockActiveAdminIds,
  updateStaffRow,
} from '../repositories/staff-repository.ts';

/**
 * Staff management is for Admins only. The gateway checks the token's role; this checks
 * the account as it is now, so that an Admin demoted or disabled a minute ago cannot use
 * the rest of their 15-minute token to keep managing staff.
 */
export async function requireAdminActor(ctx: AuthContext, meta: RpcMeta): Promise<string> {
  const { actor } = meta;
  if (actor.kind !== 'admin' || actor.role !== 'admin' || !actor.id) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
  }
  const current = await findStaffById(ctx.db, actor.id);
  if (!current || current.role !== 'admin' || current.disabled_at !== null) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
  }
  return actor.id;
}

function list(ctx: AuthContext): RpcHandler {
  return rpcHandler(listStaff, async ({ search, page, pageSize }, meta) => {
    await requireAdminActor(ctx, meta);
    let query = ctx.db.selectFrom('staff');
    const term = search?.trim();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]));
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toStaffUser), total: Number(count.total) };
  });
}

function create(ctx: AuthContext): RpcHandler {
  return rpcHandler(createStaff, async (input, meta) => {
    await requireAdminActor(ctx, meta);
    const email = requireEmail(input.email);
    const name = requireName(input.name, 'name');
    requirePasswordRules(input.password);
    const row = await insertStaff(ctx.db, {
      role: input.role,
      name,
      email,
      password_hash: await hashPassword(input.password),
    });
    if (!row) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, [
        { field: 'email', message: AUTH_MESSAGES.emailTaken },
      ]);
    }
    return toStaffUser(row);
  });
}

function update(ctx: AuthContext): RpcHandler {
  return rpcHandler(updateStaff, async ({ staffId, role, disabled }, meta) => {
    const actorId = await requireAdminActor(ctx, meta);
    if (staffId === actorId && disabled === true) throw new AppError('CONFLICT', AUTH_MESSAGES.notYourself);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const admins = await lockActiveAdminIds(trx);
      const target = await findStaffById(trx, staffId);
      if (!target) throw new AppError('NOT_FOUND', AUTH_MESSAGES.staffNotFound);
      const losesAdmin = (role === 'sub-admin' || disabled === true) && admins.includes(staffId);
      if (losesAdmin && admins.length <= 1) throw new AppError('CONFLICT', AUTH_MESSAGES.lastAdmin);
      const updated = await updateStaffRow(trx, staffId, {
        ...(role ? { role } : {}),
        ...(disabled === undefined
          ? {}
          : { disabled_at: disabled ? (target.disabled_at ?? new Date()) : null }),
      });
      // A new role or a disabled account: its current tokens must not keep the old rights.
      if (disabled === true || (role && role !== target.role)) {
        await revokeAccountSessions(
          trx,
          ctx.revocations,
          'staff',
          staffId,
          disabled ? 'disabled' : 'role-changed',
        );
      }
      return updated;
    });
    if (!row) throw new AppError('NOT_FOUND', AUTH_MESSAGES.staffNotFound);
    return toStaffUser(row);
  });
}

function remove(ctx: AuthContext): RpcHandler {
  return rpcHandler(deleteStaff, async ({ staffId }, meta) => {
    const actorId = await requireAdminActor(ctx, meta);
    if (staffId === actorId) throw new AppError('CONFLICT', AUTH_MESSAGES.notYourself);
    await ctx.db.transaction().execute(async (trx) => {
      const admins = await lockActiveAdminIds(trx);
      if (admins.includes(staffId) && admins.length <= 1)
        throw new AppError('CONFLICT', AUTH_MESSAGES.lastAdmin);
      const deleted = await trx
        .deleteFrom('staff')
        .where('id', '=', staffId)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw new AppError('NOT_FOUND', AUTH_MESSAGES.staffNotFound);
      await revokeAccountSessions(trx, ctx.revocations, 'staff', staffId, 'deleted');
      await trx
        .deleteFrom('link_tokens')
        .where('account_kind', '=', 'staff')
        .where('account_id', '=', staffId)
        .execute();
    });
    return {};
  });
}

export function staffManagementHandlers(ctx: AuthContext): RpcHandler[] {
  return [list(ctx), create(ctx), update(ctx), remove(ctx)];
}
