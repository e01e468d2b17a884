import { defineRpc } from '../../define.ts';
import { Company, WithId } from './company.ts';

export const getCompany = defineRpc({
  service: 'crm',
  type: 'crm.get-company',
  version: 1,
  request: WithId,
  response: Company,
});
