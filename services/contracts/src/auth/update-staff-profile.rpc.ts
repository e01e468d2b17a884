import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { isValidEmail } from '../validators/email.ts';
import { CURRENT_PASSWORD_MESSAGE, EMAIL_MESSAGE, Email, formRequest, Name } from './account-fields.ts';
import { PasswordInput, StaffUser } from './session.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';

/**
 * "Mes informations" on the back-office profile page (`PATCH /api/v1/admin/profile`): the name,
 * the sign-in email, and the current password, which the service requires to change the email
 * (the previous address is told).
 */
export const updateStaffProfileForm = defineForm({
  schema: Type.Object(
    {
      name: Type.Optional(Name),
      email: Type.Optional(Email),
      currentPassword: Type.Optional(PasswordInput),
    },
    { additionalProperties: false },
  ),
  messages: {
    name: STAFF_FIELD_MESSAGES.name,
    email: EMAIL_MESSAGE,
    currentPassword: CURRENT_PASSWORD_MESSAGE,
  },
  rules: [
    {
      field: 'email',
      check: (value: { email?: string }) => value.email === undefined || isValidEmail(value.email.trim()),
    },
  ],
});
export type UpdateStaffProfileForm = Static<typeof updateStaffProfileForm.schema>;

export const updateStaffProfile = defineRpc({
  service: 'auth',
  type: 'auth.update-staff-profile',
  version: 1,
  request: formRequest(
    Type.Object(
      { ...updateStaffProfileForm.schema.properties, staffId: Uuid },
      { additionalProperties: false },
    ),
    updateStaffProfileForm,
  ),
  response: StaffUser,
});
