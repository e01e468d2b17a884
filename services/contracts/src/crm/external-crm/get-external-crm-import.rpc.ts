import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { ExternalRecordKindSchema } from './external-record.ts';

export const ExternalCrmImportStatus = Type.Object(
  {
    importId: Uuid,
    kind: ExternalRecordKindSchema,
    status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
    total: Type.Integer(),
    processed: Type.Integer(),
    /** French, when failed (nothing was imported). */
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type ExternalCrmImportStatus = Static<typeof ExternalCrmImportStatus>;

export const getExternalCrmImport = defineRpc({
  service: 'crm',
  type: 'crm.get-external-crm-import',
  version: 1,
  request: Type.Object({ importId: Uuid }, { additionalProperties: false }),
  response: ExternalCrmImportStatus,
});

/** Admin only, as the import it follows. */
export const getExternalCrmImportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/external-crm/import/:importId',
  rpc: getExternalCrmImport,
  access: 'admin',
  summary: 'Avancement d’un import',
  tags: ['CRM partenaire'],
});
