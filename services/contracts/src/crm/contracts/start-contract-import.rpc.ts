import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { CsvTable } from '../contacts/import-job.ts';

export const startContractImport = defineRpc({
  service: 'crm',
  type: 'crm.start-contract-import',
  version: 1,
  request: CsvTable,
  response: Type.Object({ jobId: Uuid, total: Type.Integer() }, { additionalProperties: false }),
});
