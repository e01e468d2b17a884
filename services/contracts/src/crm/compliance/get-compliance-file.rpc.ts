import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { ComplianceFile } from './compliance.ts';

export const getComplianceFile = defineRpc({
  service: 'crm',
  type: 'crm.get-compliance-file',
  version: 1,
  request: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  response: ComplianceFile,
});

export const getComplianceFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/entreprise/:companyId/conformite',
  rpc: getComplianceFile,
  access: 'staff',
  summary: 'Dossier de conformité d’un client',
  tags: ['conformité'],
});
