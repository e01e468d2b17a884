import { defineRpc } from '../../define.ts';
import { Contract, WithId } from './contract.ts';

export const getContract = defineRpc({
  service: 'crm',
  type: 'crm.get-contract',
  version: 1,
  request: WithId,
  response: Contract,
});
