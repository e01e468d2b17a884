import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { StaffUser } from './session.ts';

/** The signed-in staff member (UNAUTHENTICATED once the session is revoked or the account disabled). */
export const getStaffProfile = defineRpc({
  service: 'auth',
  type: 'auth.get-staff-profile',
  version: 1,
  request: Type.Object({ staffId: Uuid, sessionId: Uuid }, { additionalProperties: false }),
  response: StaffUser,
});
