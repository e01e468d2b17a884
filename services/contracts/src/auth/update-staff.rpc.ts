import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { formRequest } from './account-fields.ts';
import { StaffRole, StaffUser } from './session.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';

/** The administrators' list actions (`PATCH /api/v1/admin/staff/:staffId`): role, disable / enable. */
export const updateStaffForm = defineForm({
  schema: Type.Object(
    { role: Type.Optional(StaffRole), disabled: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  messages: { role: STAFF_FIELD_MESSAGES.role, disabled: STAFF_FIELD_MESSAGES.disabled },
  rules: [
    {
      field: 'role',
      uses: ['disabled'],
      check: (value: { role?: string; disabled?: boolean }) =>
        value.role !== undefined || value.disabled !== undefined,
      message: STAFF_FIELD_MESSAGES.nothingToChange,
    },
  ],
});
export type UpdateStaffForm = Static<typeof updateStaffForm.schema>;

/** Changes the role or disables / re-enables; the last active Admin cannot be demoted or disabled. */
export const updateStaff = defineRpc({
  service: 'auth',
  type: 'auth.update-staff',
  version: 1,
  request: formRequest(
    Type.Object({ ...updateStaffForm.schema.properties, staffId: Uuid }, { additionalProperties: false }),
    updateStaffForm,
  ),
  response: StaffUser,
});

export const updateStaffEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/admin/staff/:staffId',
  rpc: updateStaff,
  access: 'admin',
  bodyForm: updateStaffForm,
  summary: 'Changer le rôle, désactiver ou réactiver un administrateur',
  tags: ['administration : administrateurs'],
});
