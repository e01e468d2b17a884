import { defineRpc } from '../../define.ts';
import { WithId } from './contract.ts';

export const deleteContract = defineRpc({
  service: 'crm',
  type: 'crm.delete-contract',
  version: 1,
  request: WithId,
  response: WithId,
});
