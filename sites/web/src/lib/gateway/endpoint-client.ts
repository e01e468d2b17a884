import type { RpcDefinition, RpcRequest, RpcResponse } from '@courtage/contracts/define';
import {
  type AnyListEndpoint,
  type CallerRole,
  type EndpointAccess,
  endpointKey,
  httpRequestOf,
  type ListEndpoint,
  mayCall,
  type RpcEndpoint,
} from '@courtage/contracts/endpoint/define-endpoint';
import type { ListRpc } from '@courtage/contracts/list/define-list-rpc';
import type { Static } from '@sinclair/typebox';
import { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../auth/api-client.ts';

export { endpointKey };

import { downloadListCsv, fetchListPage, type ListPage } from './list-request.ts';

/**
 * The back-office and the personal area call the gateway through the endpoints defined in the
 * contracts: the path, the method, the input and the reply types all come from the definition.
 */

/** Calls the endpoint with the session's token; the reply is the RPC's response. */
export function call<R extends RpcDefinition>(
  endpoint: RpcEndpoint<R>,
  input: RpcRequest<R>,
  options: { signal?: AbortSignal } = {},
): Promise<RpcResponse<R>> {
  const { path, body } = httpRequestOf(endpoint, input as Record<string, unknown>);
  return apiRequest<RpcResponse<R>>(path, {
    method: endpoint.method,
    auth: endpoint.access !== 'public',
    ...(body === undefined ? {} : { json: body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** TanStack Query's options of a call: its key from the endpoint and input, its fetch `call`. */
export function queryOptions<R extends RpcDefinition>(endpoint: RpcEndpoint<R>, input: RpcRequest<R>) {
  return tanstackQueryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, input, { signal }),
  });
}

/** One page of a list endpoint: `GET <path>?limit&sort&direction&cursor&<filters>`. */
export function listPage<L extends ListRpc>(
  endpoint: ListEndpoint<L>,
  query: URLSearchParams,
): Promise<ListPage<Static<L['row']>>> {
  return fetchListPage<Static<L['row']>>(endpoint.path, query);
}

/** The query options of one list page, keyed by the endpoint and the page's query string. */
export function listQueryOptions<L extends ListRpc>(endpoint: ListEndpoint<L>, query: URLSearchParams) {
  const text = query.toString();
  return tanstackQueryOptions({
    queryKey: endpointKey(endpoint, text),
    queryFn: () => listPage(endpoint, new URLSearchParams(text)),
  });
}

/** Downloads the list's CSV export (`<path>/export.csv`) under its file name. */
export function downloadCsv(endpoint: AnyListEndpoint, query: URLSearchParams): Promise<void> {
  if (!endpoint.csv) throw new Error(`${endpoint.path} has no CSV export`);
  return downloadListCsv(endpoint.path, query, `${endpoint.csv.fileName}.csv`);
}

/** Whether a user of this role may call it: what a screen shows (the gateway decides). */
export function canCall(endpoint: { access: EndpointAccess }, role: CallerRole): boolean {
  return mayCall(endpoint.access, role);
}

/** Whether a user of this role may export the list as CSV. */
export function canExport(endpoint: AnyListEndpoint, role: CallerRole): boolean {
  return endpoint.csv !== undefined && mayCall(endpoint.csv.access, role);
}
