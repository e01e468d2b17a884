import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { WithId } from './contract.ts';

export const deleteContract = defineRpc({
  service: 'crm',
  type: 'crm.delete-contract',
  version: 1,
  request: WithId,
  response: WithId,
});

export const deleteContractEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/contrat/:id',
  rpc: deleteContract,
  access: 'staff',
  summary: 'Supprimer un contrat',
  tags: ['contrats'],
});
