import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { Uuid } from '../../schemas.ts';
import { ComplianceFile } from './compliance.ts';

export const getComplianceFile = defineRpc({
  service: 'crm',
  type: 'crm.get-compliance-file',
  version: 1,
  request: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  response: ComplianceFile,
});
