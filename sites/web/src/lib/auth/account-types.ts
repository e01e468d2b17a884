/** GET /auth/v1/user (contracts: auth/session SessionUser). */
export type CustomerUser = {
  auth: true;
  role: 'customer';
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  isEmailVerified: boolean;
  image: string | null;
};

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
