import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import {
  EMAIL_MESSAGE,
  Email,
  emailRule,
  Name,
  NEW_PASSWORD_MESSAGE,
  NewPassword,
  newPasswordRule,
} from './account-fields.ts';
import { StaffRole, StaffUser } from './session.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';

/**
 * "Ajouter un administrateur" (`POST /api/v1/admin/staff`, Admins only): name, sign-in email,
 * role and a provisional password, which follows the password rules.
 */
export const createStaffForm = defineForm({
  schema: Type.Object(
    { name: Name, email: Email, role: StaffRole, password: NewPassword },
    { additionalProperties: false },
  ),
  messages: {
    name: STAFF_FIELD_MESSAGES.name,
    email: EMAIL_MESSAGE,
    role: STAFF_FIELD_MESSAGES.role,
    password: NEW_PASSWORD_MESSAGE,
  },
  rules: [emailRule<{ email: string }>('email'), newPasswordRule<{ password: string }>('password')],
});
export type CreateStaffForm = Static<typeof createStaffForm.schema>;

export const createStaff = defineRpc({
  service: 'auth',
  type: 'auth.create-staff',
  version: 1,
  request: createStaffForm.schema,
  response: StaffUser,
});

export const createStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/staff',
  rpc: createStaff,
  access: 'admin',
  status: 201,
  summary: 'Ajouter un administrateur (rôle Admin ou Sub-admin)',
  tags: ['administration : administrateurs'],
});
