export type StaffRoleValue = 'admin' | 'sub-admin';

/** Role names as shown (the specification's labels). */
export const ROLE_LABELS: Record<StaffRoleValue, string> = { admin: 'Admin', 'sub-admin': 'Sub-admin' };
