import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Contract, ContractListFilter } from './contract.ts';

export const listContracts = defineListRpc({
  service: 'crm',
  type: 'crm.list-contracts',
  row: Contract,
  filter: ContractListFilter,
  sortFields: ['createdAt', 'renewalDate', 'monthlyPremium'],
});
