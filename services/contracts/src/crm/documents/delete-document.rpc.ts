import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';

export const deleteDocument = defineRpc({
  service: 'crm',
  type: 'crm.delete-document',
  version: 1,
  request: Type.Object({ id: Uuid }, { additionalProperties: false }),
  response: Type.Object({ id: Uuid, key: Type.String() }, { additionalProperties: false }),
});
