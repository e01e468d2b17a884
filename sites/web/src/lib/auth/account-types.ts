import type { SessionUser } from '@courtage/contracts/auth/session';

/** GET /auth/v1/user: the contracts' session user. */
export type CustomerUser = SessionUser;

/** GET /api/v1/admin/profile (contracts: auth/session StaffUser). */
export type StaffUser = {
  auth: true;
  role: 'admin' | 'sub-admin';
  id: string;
  name: string;
  email: string;
  image: string | null;
  totpEnabled: boolean;
  disabled: boolean;
  createdAt: string;
};
