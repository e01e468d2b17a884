import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { StaffUser } from './session.ts';
import { STAFF_FIELD_MESSAGES } from './staff-form-messages.ts';

// Admins only, as every staff-management RPC: the service checks the actor's role again
// (FORBIDDEN for a Sub-admin).

/** The administrators' list filters (`GET /api/v1/admin/staff?q=&page=&pageSize=`). */
export const listStaffForm = defineForm({
  schema: Type.Object(
    {
      /** Free text: name or email. */
      q: Type.Optional(Type.String({ maxLength: 100 })),
      // Bounded: an offset of 10^18 rows would overflow PostgreSQL's bigint (a 500).
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(25), Type.Literal(50)], {
        default: 10,
      }),
    },
    { additionalProperties: false },
  ),
  messages: {
    q: STAFF_FIELD_MESSAGES.q,
    page: STAFF_FIELD_MESSAGES.page,
    pageSize: STAFF_FIELD_MESSAGES.pageSize,
  },
});
export type ListStaffForm = Static<typeof listStaffForm.schema>;

export const StaffPage = Type.Object(
  { items: Type.Array(StaffUser), total: Type.Integer() },
  { additionalProperties: false },
);
export type StaffPage = Static<typeof StaffPage>;

export const listStaff = defineRpc({
  service: 'auth',
  type: 'auth.list-staff',
  version: 1,
  request: listStaffForm.schema,
  response: StaffPage,
});

export const listStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/staff',
  rpc: listStaff,
  access: 'admin',
  summary: 'Lister et rechercher les administrateurs',
  tags: ['administration : administrateurs'],
});
