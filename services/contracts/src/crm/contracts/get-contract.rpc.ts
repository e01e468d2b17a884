import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Contract, WithId } from './contract.ts';

export const getContract = defineRpc({
  service: 'crm',
  type: 'crm.get-contract',
  version: 1,
  request: WithId,
  response: Contract,
});

export const getContractEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contrat/byId/:id',
  rpc: getContract,
  access: 'staff',
  summary: 'Un contrat',
  tags: ['contrats'],
});
