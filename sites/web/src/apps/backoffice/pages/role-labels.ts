export type StaffRoleValue = 'admin' | 'sub-admin';

/**
 * Role names as shown: the specification's roles in French (every user-facing text is French; the
 * stored values stay the specification's).
 */
export const ROLE_LABELS: Record<StaffRoleValue, string> = {
  admin: 'Administrateur',
  'sub-admin': 'Sous-administrateur',
};
