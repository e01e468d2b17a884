import { enableStaffTotp } from '@courtage/contracts/auth/enable-staff-totp.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import QRCode from 'qrcode';
import type { AuthContext } from '../auth-context.ts';
import { encryptSecret } from '../domain/encrypt-secret.ts';
import { AUTH_MESSAGES } from '../domain/messages.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { generateRecoveryCode, hashSecret, normalizeRecoveryCode } from '../domain/secrets.ts';
import { passwordRefused, requireActiveStaff } from '../domain/staff-actor.ts';
import { auditStaff } from '../domain/staff-audit.ts';
import { buildOtpauthUri, generateTotpSecret } from '../domain/totp.ts';
import { replaceRecoveryCodes } from '../repositories/recovery-codes-repository.ts';
import { updateStaffRow } from '../repositories/staff-repository.ts';

export const TOTP_ISSUER = 'Courtage Santé';
export const RECOVERY_CODE_COUNT = 10;

/** Starts TOTP set-up: a new secret, pending until confirmed, and fresh recovery codes. */
export function enableStaffTotpHandler(ctx: AuthContext): RpcHandler {
  return rpcHandler(enableStaffTotp, async ({ staffId, password }, meta) => {
    const staff = await requireActiveStaff(ctx, staffId);
    if (staff.totp_enabled) {
      // Replacing a live secret voids the app and the recovery codes: the password first.
      if (!password) throw passwordRefused('password', AUTH_MESSAGES.passwordNeeded);
      if (!(await verifyPassword(staff.password_hash, password)))
        throw passwordRefused('password', AUTH_MESSAGES.wrongCurrentPassword);
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
      await updateStaffRow(trx, staff.id, {
        totp_secret_encrypted: encryptSecret(ctx.encryptionKey, secret),
        totp_enabled: false,
        totp_last_step: null,
      });
      await replaceRecoveryCodes(
        trx,
        staff.id,
        recoveryCodes.map((code) => hashSecret(normalizeRecoveryCode(code))),
      );
      await auditStaff(trx, {
        actor: meta.actor,
        action: 'start-totp',
        staffId: staff.id,
        before: { totpEnabled: staff.totp_enabled },
        after: { totpEnabled: false },
      });
    });
    return { otpauthUri, qrCodeDataUrl, secret, recoveryCodes };
  });
}
