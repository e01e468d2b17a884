import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Company, WithId } from './company.ts';

export const getCompany = defineRpc({
  service: 'crm',
  type: 'crm.get-company',
  version: 1,
  request: WithId,
  response: Company,
});

export const getCompanyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/entreprise/:id',
  rpc: getCompany,
  access: 'staff',
  summary: 'Une entreprise (IBAN masqué)',
  tags: ['entreprises'],
});
