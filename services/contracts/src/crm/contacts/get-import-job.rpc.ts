import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';

export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export const ImportJob = Type.Object(
  {
    id: Uuid,
    kind: oneOf(['contacts', 'contracts'] as const),
    status: oneOf(IMPORT_STATUSES),
    total: Type.Integer({ minimum: 0 }),
    processed: Type.Integer({ minimum: 0 }),
    /** French reason when failed (nothing was imported: all or nothing). */
    error: Type.Union([Type.String(), Type.Null()]),
    createdAt: IsoDateTime,
    finishedAt: Type.Union([IsoDateTime, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ImportJob = Static<typeof ImportJob>;

/** `GET /api/v1/contact/upload/:jobId` and `GET /api/v1/contrat/upload/:jobId`: the progress. */
export const getImportJob = defineRpc({
  service: 'crm',
  type: 'crm.get-import-job',
  version: 1,
  request: Type.Object({ jobId: Uuid }, { additionalProperties: false }),
  response: ImportJob,
});

/** The progress of a contacts import (`POST /api/v1/contact/upload`). */
export const getContactImportJobEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contact/upload/:jobId',
  rpc: getImportJob,
  access: 'staff',
  summary: 'Progression d’un import',
  tags: ['contacts'],
});

/** The progress of a contracts import (`POST /api/v1/contrat/upload`). */
export const getContractImportJobEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contrat/upload/:jobId',
  rpc: getImportJob,
  access: 'staff',
  summary: 'Progression d’un import',
  tags: ['contrats'],
});
