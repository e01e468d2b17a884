import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { EmailInput, Empty, PasswordInput, StaffRole, StaffUser } from './session.ts';

// Admins only: the service checks the actor's role again (FORBIDDEN for a Sub-admin).

const Name = Type.String({ minLength: 1, maxLength: 100 });

export const listStaff = defineRpc({
  service: 'auth',
  type: 'auth.list-staff',
  version: 1,
  request: Type.Object(
    {
      search: Type.Optional(Type.String({ maxLength: 100 })),
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(25), Type.Literal(50)]),
    },
    { additionalProperties: false },
  ),
  response: Type.Object(
    { items: Type.Array(StaffUser), total: Type.Integer() },
    { additionalProperties: false },
  ),
});

export const createStaff = defineRpc({
  service: 'auth',
  type: 'auth.create-staff',
  version: 1,
  request: Type.Object(
    { name: Name, email: EmailInput, role: StaffRole, password: PasswordInput },
    { additionalProperties: false },
  ),
  response: StaffUser,
});

/** Changes the role or disables / re-enables; the last active Admin cannot be demoted or disabled. */
export const updateStaff = defineRpc({
  service: 'auth',
  type: 'auth.update-staff',
  version: 1,
  request: Type.Object(
    { staffId: Uuid, role: Type.Optional(StaffRole), disabled: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: StaffUser,
});

/** Deletes a staff account and its sessions; never the last active Admin. */
export const deleteStaff = defineRpc({
  service: 'auth',
  type: 'auth.delete-staff',
  version: 1,
  request: Type.Object({ staffId: Uuid }, { additionalProperties: false }),
  response: Empty,
});
