import type { SessionUser, StaffUser } from '@courtage/contracts/auth/session';
import type { Selectable } from 'kysely';
import type { CustomersTable, StaffTable } from '../database-schema.ts';

export function toSessionUser(row: Selectable<CustomersTable>): SessionUser {
  return {
    auth: true,
    role: 'customer',
    id: row.id,
    fullName: row.full_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    isEmailVerified: row.is_email_verified,
    image: row.image,
  };
}

export function toStaffUser(row: Selectable<StaffTable>): StaffUser {
  return {
    auth: true,
    role: row.role,
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    totpEnabled: row.totp_enabled,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
