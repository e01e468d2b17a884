import type { ExternalRecordKind } from '@courtage/contracts/crm/external-crm/external-record';
import { listExternalCrmContractsEndpoint } from '@courtage/contracts/crm/external-crm/list-external-crm-contracts.rpc';
import { listExternalCrmOffersEndpoint } from '@courtage/contracts/crm/external-crm/list-external-crm-offers.rpc';
import { endpointKey } from '@courtage/contracts/endpoint/define-endpoint';
import type { QueryClient } from '@tanstack/react-query';

/** The partner CRM's two lists (/admin/external-crm-offers and -contracts). */
export const EXTERNAL_RECORD_LIST_ENDPOINTS = {
  offer: listExternalCrmOffersEndpoint,
  contract: listExternalCrmContractsEndpoint,
} as const satisfies Record<ExternalRecordKind, unknown>;

/** After a link or an import: both lists are read again. */
export async function refreshExternalRecords(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    Object.values(EXTERNAL_RECORD_LIST_ENDPOINTS).map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}
