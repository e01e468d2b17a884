import { defineRpc } from '../../define.ts';
import { Company } from './company.ts';
import { companyForm } from './company-form.ts';

export const createCompany = defineRpc({
  service: 'crm',
  type: 'crm.create-company',
  version: 1,
  request: companyForm.schema,
  response: Company,
});
