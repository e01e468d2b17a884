import { disableStaffTotp } from '@courtage/contracts/auth/disable-staff-totp.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { passwordRefused, requireActiveStaff } from '../domain/staff-actor.ts';
import { auditStaff } from '../domain/staff-audit.ts';
import { deleteRecoveryCodes } from '../repositories/recovery-codes-repository.ts';
import { updateStaffRow } from '../repositories/staff-repository.ts';

/** Turns TOTP off (password required): the secret and the recovery codes go. */
export function disableStaffTotpHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(disableStaffTotp, async ({ staffId, password }, meta) => {
    const staff = await requireActiveStaff(ctx, staffId);
    if (!(await verifyPassword(staff.password_hash, password)))
      throw passwordRefused('password', AUTH_MESSAGES.wrongCurrentPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await updateStaffRow(trx, staff.id, {
        totp_enabled: false,
        totp_secret_encrypted: null,
        totp_last_step: null,
      });
      await deleteRecoveryCodes(trx, staff.id);
      await auditStaff(trx, {
        actor: meta.actor,
        action: 'disable-totp',
        staffId: staff.id,
        before: { totpEnabled: staff.totp_enabled },
        after: { totpEnabled: false },
      });
    });
    return { totpEnabled: false as const };
  });
}
