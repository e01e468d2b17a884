import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { CsvTable } from './import-job.ts';

/**
 * `POST /api/v1/contact/upload`: checks every row again; with any error answers
 * VALIDATION_FAILED (details: the row errors) and writes nothing; otherwise starts the import
 * (one transaction: all or nothing) and answers its job id at once (progress: getImportJob).
 */
export const startContactImport = defineRpc({
  service: 'crm',
  type: 'crm.start-contact-import',
  version: 1,
  request: CsvTable,
  response: Type.Object({ jobId: Uuid, total: Type.Integer() }, { additionalProperties: false }),
});
