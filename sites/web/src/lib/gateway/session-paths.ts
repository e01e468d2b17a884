import type { AccountKind } from '../auth/session-data.ts';

/** Where each kind of account renews its tokens (used by `apiRequest` itself on a 401). */
export const REFRESH_PATH: Record<AccountKind, string> = {
  customer: '/auth/v1/user/refresh-tokens',
  staff: '/api/v1/admin/refresh-tokens',
};

/** Where each kind of account revokes its session on sign-out. */
export const LOGOUT_PATH: Record<AccountKind, string> = {
  customer: '/auth/v1/user/logout',
  staff: '/api/v1/admin/logout',
};

/** Who the signed-in account is (the session check and the profile pages read it). */
export const ACCOUNT_PATH: Record<AccountKind, string> = {
  customer: '/auth/v1/user',
  staff: '/api/v1/admin/profile',
};
