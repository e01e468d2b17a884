import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';

export const deleteDocument = defineRpc({
  service: 'crm',
  type: 'crm.delete-document',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Type.Object({ id: Uuid, key: Type.String() }, { additionalProperties: false }),
});

export const deleteDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/contact/documents/:id',
  rpc: deleteDocument,
  access: 'staff',
  summary: 'Supprimer un document',
  tags: ['documents'],
});
