import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Company } from './company.ts';
import { companyForm } from './company-form.ts';

export const updateCompany = defineRpc({
  service: 'crm',
  type: 'crm.update-company',
  version: 1,
  request: Type.Object({ id: Uuid, company: companyForm.schema }, { additionalProperties: false }),
  response: Company,
});

export const updateCompanyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/entreprise/:id',
  rpc: updateCompany,
  access: 'staff',
  bodyKey: 'company',
  summary: 'Modifier une entreprise (IBAN omis : inchangé)',
  tags: ['entreprises'],
});
