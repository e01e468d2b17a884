import type { AuthContext } from '../auth-context.ts';

/** The link of a verification email: the gateway marks the email verified and redirects to the site. */
export function verificationLink(ctx: AuthContext, token: string): string {
  return `${ctx.apiUrl}/auth/v1/user/verify-email/${token}`;
}

/** The site page where an emailed token sets a password. */
export function resetLink(ctx: AuthContext, token: string): string {
  return `${ctx.siteUrl}/reset-password/${token}`;
}
