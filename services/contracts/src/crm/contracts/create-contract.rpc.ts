import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Contract } from './contract.ts';
import { contractForm } from './contract-form.ts';

export const createContract = defineRpc({
  service: 'crm',
  type: 'crm.create-contract',
  version: 1,
  request: contractForm.schema,
  response: Contract,
});

export const createContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contrat',
  rpc: createContract,
  access: 'staff',
  status: 201,
  summary: 'Créer un contrat',
  tags: ['contrats'],
});
