import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Contract } from './contract.ts';
import { contractForm } from './contract-form.ts';

export const updateContract = defineRpc({
  service: 'crm',
  type: 'crm.update-contract',
  version: 1,
  request: Type.Object({ id: Uuid, contract: contractForm.schema }, { additionalProperties: false }),
  response: Contract,
});

export const updateContractEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/contrat/:id',
  rpc: updateContract,
  access: 'staff',
  bodyKey: 'contract',
  summary: 'Modifier un contrat',
  tags: ['contrats'],
});
