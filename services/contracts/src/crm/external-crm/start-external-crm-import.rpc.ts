import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { ImportRequest } from './external-crm.ts';

/**
 * Admin: checks the file again and, when every row is valid, starts an all-or-nothing import
 * (one transaction); the browser polls `crm.get-external-crm-import` for the progress. A file
 * with a bad row is VALIDATION_FAILED with `details` = the row errors, and nothing is imported.
 */
export const startExternalCrmImport = defineRpc({
  service: 'crm',
  type: 'crm.start-external-crm-import',
  version: 1,
  request: ImportRequest,
  response: Type.Object({ importId: Uuid, total: Type.Integer() }, { additionalProperties: false }),
});
