import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { Empty } from './session.ts';

/** Deletes a staff account and its sessions; never the last active Admin (Admins only). */
export const deleteStaff = defineRpc({
  service: 'auth',
  type: 'auth.delete-staff',
  version: 1,
  request: Type.Object({ staffId: Uuid }, { additionalProperties: false }),
  response: Empty,
});
