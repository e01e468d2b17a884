import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Company } from './company.ts';
import { companyForm } from './company-form.ts';

export const createCompany = defineRpc({
  service: 'crm',
  type: 'crm.create-company',
  version: 1,
  request: companyForm.schema,
  response: Company,
});

export const createCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/entreprise',
  rpc: createCompany,
  access: 'staff',
  status: 201,
  summary: 'Ajouter une entreprise',
  tags: ['entreprises'],
});
