import { confirmStaffTotp } from '@courtage/contracts/auth/confirm-staff-totp.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { decryptSecret } from '../domain/encrypt-secret.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { requireActiveStaff } from '../domain/staff-actor.ts';
import { auditStaff } from '../domain/staff-audit.ts';
import { matchTotp } from '../domain/totp.ts';
import { updateStaffRow } from '../repositories/staff-repository.ts';

/** Confirms TOTP set-up with a code of the app; from then on it replaces the emailed code. */
export function confirmStaffTotpHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(confirmStaffTotp, async ({ staffId, code }, meta) => {
    const staff = await requireActiveStaff(ctx, staffId);
    if (!staff.totp_secret_encrypted) throw new AppError('CONFLICT', AUTH_MESSAGES.totpNotStarted);
    const secret = decryptSecret(ctx.encryptionKey, staff.totp_secret_encrypted);
    const step = matchTotp(secret, code, ctx.now().getTime());
    if (step === null) {
      throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.wrongCode, [
        { field: 'code', message: AUTH_MESSAGES.wrongCode },
      ]);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await updateStaffRow(trx, staff.id, { totp_enabled: true, totp_last_step: step });
      await auditStaff(trx, {
        actor: meta.actor,
        action: 'enable-totp',
        staffId: staff.id,
        before: { totpEnabled: staff.totp_enabled },
        after: { totpEnabled: true },
      });
    });
    return { totpEnabled: true as const };
  });
}
