import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';

export const StaffRecipient = Type.Object(
  { id: Uuid, name: Type.String(), email: Type.String() },
  { additionalProperties: false },
);
export type StaffRecipient = Static<typeof StaffRecipient>;

/**
 * Internal (service to service, never routed by the gateway): the active staff members, or
 * those of `staffIds` that are active, with the address their notices are emailed to. The
 * notification service fans staff notifications out with it and emails assigned brokers.
 */
export const listStaffRecipients = defineRpc({
  service: 'auth',
  type: 'auth.list-staff-recipients',
  version: 1,
  request: Type.Object(
    { staffIds: Type.Optional(Type.Array(Uuid, { maxItems: 500 })) },
    { additionalProperties: false },
  ),
  response: Type.Object({ staff: Type.Array(StaffRecipient) }, { additionalProperties: false }),
});
