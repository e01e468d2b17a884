import { createStaff } from '@courtage/contracts/auth/create-staff.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireEmail, requireName, requirePasswordRules } from '../domain/normalize-input.ts';
import { hashPassword } from '../domain/passwords.ts';
import { requireAdminActor } from '../domain/staff-actor.ts';
import { auditedStaff, auditStaff } from '../domain/staff-audit.ts';
import { toStaffUser } from '../domain/to-session-user.ts';
import { insertStaff } from '../repositories/staff-repository.ts';

/** Adds an Admin or a Sub-admin (Admins only); CONFLICT when the email has an account. */
export function createStaffHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(createStaff, async (input, meta) => {
    await requireAdminActor(ctx, meta);
    const email = requireEmail(input.email);
    const name = requireName(input.name, 'name');
    requirePasswordRules(input.password);
    const passwordHash = await hashPassword(input.password);
    const row = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertStaff(trx, { role: input.role, name, email, password_hash: passwordHash });
      if (!inserted) {
        throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, [
          { field: 'email', message: AUTH_MESSAGES.emailTaken },
        ]);
      }
      await auditStaff(trx, {
        actor: meta.actor,
        action: 'create-staff',
        staffId: inserted.id,
        after: auditedStaff(inserted),
      });
      return inserted;
    });
    return toStaffUser(row);
  });
}
