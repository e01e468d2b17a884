import type { RpcHandler } from '@courtage/runtime/bus';
import type { AuthContext } from '../auth-context.ts';
import { changePasswordHandler } from './change-password.ts';
import { ensureCustomerHandler } from './ensure-customer.ts';
import { getCustomerHandler } from './get-customer.ts';
import { getCustomerAvatarHandler } from './get-customer-avatar.ts';
import { refreshSessionHandler } from './refresh-session.ts';
import { requestPasswordResetHandler } from './request-password-reset.ts';
import { resendCustomerVerificationHandler } from './resend-customer-verification.ts';
import { resetPasswordHandler } from './reset-password.ts';
import { revokeSessionHandler } from './revoke-session.ts';
import { revokeSessionByRefreshTokenHandler } from './revoke-session-by-refresh-token.ts';
import { setCustomerAvatarHandler } from './set-customer-avatar.ts';
import { signInCustomerHandler } from './sign-in-customer.ts';
import { signUpCustomerHandler } from './sign-up-customer.ts';
import { updateCustomerHandler } from './update-customer.ts';
import { verifyCustomerEmailHandler } from './verify-customer-email.ts';

/** The customer accounts' handlers, and the session and password ones customers and staff share. */
export function customerAndSessionHandlers(ctx: AuthContext): RpcHandler[] {
  return [
    signUpCustomerHandler(ctx),
    signInCustomerHandler(ctx),
    getCustomerHandler(ctx),
    updateCustomerHandler(ctx),
    verifyCustomerEmailHandler(ctx),
    resendCustomerVerificationHandler(ctx),
    setCustomerAvatarHandler(ctx),
    getCustomerAvatarHandler(ctx),
    ensureCustomerHandler(ctx),
    refreshSessionHandler(ctx),
    revokeSessionHandler(ctx),
    revokeSessionByRefreshTokenHandler(ctx),
    requestPasswordResetHandler(ctx),
    resetPasswordHandler(ctx),
    changePasswordHandler(ctx),
  ];
}
