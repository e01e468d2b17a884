import type { RpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { confirmStaffTotpHandler } from './confirm-staff-totp.ts';
import { createStaffHandler } from './create-staff.ts';
import { deleteStaffHandler } from './delete-staff.ts';
import { disableStaffTotpHandler } from './disable-staff-totp.ts';
import { enableStaffTotpHandler } from './enable-staff-totp.ts';
import { getStaffAvatarHandler } from './get-staff-avatar.ts';
import { getStaffProfileHandler } from './get-staff-profile.ts';
import { listStaffHandler } from './list-staff.ts';
import { listStaffRecipientsHandler } from './list-staff-recipients.ts';
import { resendStaffCodeHandler } from './resend-staff-code.ts';
import { setStaffAvatarHandler } from './set-staff-avatar.ts';
import { signInStaffHandler } from './sign-in-staff.ts';
import { updateStaffHandler } from './update-staff.ts';
import { updateStaffProfileHandler } from './update-staff-profile.ts';
import { verifyStaffCodeHandler } from './verify-staff-code.ts';

/** Every staff RPC of the auth service, one handler per file. */
export function staffHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    signInStaffHandler,
    verifyStaffCodeHandler,
    resendStaffCodeHandler,
    enableStaffTotpHandler,
    confirmStaffTotpHandler,
    disableStaffTotpHandler,
    getStaffProfileHandler,
    updateStaffProfileHandler,
    setStaffAvatarHandler,
    getStaffAvatarHandler,
    listStaffHandler,
    createStaffHandler,
    updateStaffHandler,
    deleteStaffHandler,
    listStaffRecipientsHandler,
  ].map((handler) => handler(ctx));
}
