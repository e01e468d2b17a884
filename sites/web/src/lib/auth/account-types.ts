import type { SessionUser } from '@courtage/contracts/auth/session';

/** GET /auth/v1/user: the contracts' session user. */
export type CustomerUser = SessionUser;

/** GET /api/v1/admin/profile: the contracts' staff member. */
export type { StaffUser } from '@courtage/contracts/auth/session';
