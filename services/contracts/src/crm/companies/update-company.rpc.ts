import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
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
