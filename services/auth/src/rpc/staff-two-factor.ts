import {
  confirmStaffTotp,
  disableStaffTotp,
  enableStaffTotp,
} from '@courtage/contracts/auth/staff-two-factor.rpc';
import { AppError } from '@courtage/contracts/errors';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import QRCode from 'qrcode';
import type { AuthContext } from '../auth-context.ts';
import { decryptSecret, encryptSecret } from '../domain/encrypt-secret.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { generateRecoveryCode, hashSecret, normalizeRecoveryCode } from '../domain/secrets.ts';
import { buildOtpauthUri, generateTotpSecret, matchTotp } from '../domain/totp.ts';
import { findStaffById } from '../repositories/staff-repository.ts';

export const TOTP_ISSUER = 'Courtage Santé';
export const RECOVERY_CODE_COUNT = 10;

async function requireStaff(ctx: AuthContext, staffId: string) {
  const staff = await findStaffById(ctx.db, staffId);
  if (!staff || staff.disabled_at !== null)
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
  return staff;
}

function enable(ctx: AuthContext): RpcHandler {
  return rpcHandler(enableStaffTotp, async ({ staffId, password }) => {
    const staff = await requireStaff(ctx, staffId);
    if (staff.totp_enabled) {
      // Replacing a live secret voids the app and the recovery codes: the password first.
      if (!password) {
        const message = AUTH_MESSAGES.passwordNeeded;
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'password', message }]);
      }
      if (!(await verifyPassword(staff.password_hash, password))) {
        const message = AUTH_MESSAGES.wrongCurrentPassword;
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'password', message }]);
      }
    }
    const secret = generateTotpSecret();
    const otpauthUri = buildOtpauthUri(secret, staff.email, TOTP_ISSUER);
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 240,
    });
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    await ctx.db.transaction().execute(async (trx) => {
      // TOTP stays off until the new secret is confirmed (sign-in falls back to the emailed
      // code meanwhile); the old recovery codes die with the old secret.
      await trx
        .updateTable('staff')
        .set({
          totp_secret_encrypted: encryptSecret(ctx.encryptionKey, secret),
          totp_enabled: false,
          totp_last_step: null,
          updated_at: new Date(),
        })
        .where('id', '=', staff.id)
        .execute();
      await trx.deleteFrom('recovery_codes').where('staff_id', '=', staff.id).execute();
      await trx
        .insertInto('recovery_codes')
        .values(
          recoveryCodes.map((code) => ({
            staff_id: staff.id,
            code_hash: hashSecret(normalizeRecoveryCode(code)),
          })),
        )
        .execute();
    });
    return { otpauthUri, qrCodeDataUrl, secret, recoveryCodes };
  });
}

function confirm(ctx: AuthContext): RpcHandler {
  return rpcHandler(confirmStaffTotp, async ({ staffId, code }) => {
    const staff = await requireStaff(ctx, staffId);
    if (!staff.totp_secret_encrypted) throw new AppError('CONFLICT', AUTH_MESSAGES.totpNotStarted);
    const secret = decryptSecret(ctx.encryptionKey, staff.totp_secret_encrypted);
    const step = matchTotp(secret, code, ctx.now().getTime());
    if (step === null) {
      throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.wrongCode, [
        { field: 'code', message: AUTH_MESSAGES.wrongCode },
      ]);
    }
    await ctx.db
      .updateTable('staff')
      .set({ totp_enabled: true, totp_last_step: step, updated_at: new Date() })
      .where('id', '=', staff.id)
      .execute();
    return { totpEnabled: true as const };
  });
}

function disable(ctx: AuthContext): RpcHandler {
  return rpcHandler(disableStaffTotp, async ({ staffId, password }) => {
    const staff = await requireStaff(ctx, staffId);
    if (!(await verifyPassword(staff.password_hash, password))) {
      const message = AUTH_MESSAGES.wrongCurrentPassword;
      throw new AppError('VALIDATION_FAILED', message, [{ field: 'password', message }]);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('staff')
        .set({
          totp_enabled: false,
          totp_secret_encrypted: null,
          totp_last_step: null,
          updated_at: new Date(),
        })
        .where('id', '=', staff.id)
        .execute();
      await trx.deleteFrom('recovery_codes').where('staff_id', '=', staff.id).execute();
    });
    return { totpEnabled: false as const };
  });
}

export function staffTwoFactorHandlers(ctx: AuthContext): RpcHandler[] {
  return [enable(ctx), confirm(ctx), disable(ctx)];
}
