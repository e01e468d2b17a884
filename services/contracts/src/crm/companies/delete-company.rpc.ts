import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { WithId } from './company.ts';

/** Deletes a company with its comments; its contacts stay (standalone), quotes and contracts keep their row. */
export const deleteCompany = defineRpc({
  service: 'crm',
  type: 'crm.delete-company',
  version: 1,
  request: WithId,
  response: Type.Object({ id: Uuid }, { additionalProperties: false }),
});

export const deleteCompanyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/entreprise/:id',
  rpc: deleteCompany,
  access: 'staff',
  summary: 'Supprimer une entreprise',
  tags: ['entreprises'],
});
