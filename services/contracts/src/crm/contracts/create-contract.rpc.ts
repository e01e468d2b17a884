import { defineRpc } from '../../define.ts';
import { Contract } from './contract.ts';
import { contractForm } from './contract-form.ts';

export const createContract = defineRpc({
  service: 'crm',
  type: 'crm.create-contract',
  version: 1,
  request: contractForm.schema,
  response: Contract,
});
