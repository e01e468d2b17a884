import { getContractTotalsEndpoint } from '@courtage/contracts/crm/contracts/get-contract-totals.rpc';
import { searchSubscriberContractsEndpoint } from '@courtage/contracts/crm/contracts/list-contracts.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';

/** What a new or changed contract makes stale: the contracts lists and the portfolio's totals. */
export const CONTRACT_QUERY_KEYS = [
  endpointKey(searchSubscriberContractsEndpoint),
  endpointKey(getContractTotalsEndpoint),
] as const;
