import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
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

export const deleteStaffEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/admin/staff/:staffId',
  rpc: deleteStaff,
  access: 'admin',
  status: 204,
  summary: 'Supprimer un administrateur',
  tags: ['administration : administrateurs'],
});
