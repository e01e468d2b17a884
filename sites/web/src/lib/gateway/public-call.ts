import type { RpcDefinition, RpcRequest, RpcResponse } from '@courtage/contracts/define';
import { httpRequestOf, type RpcEndpoint } from '@courtage/contracts/endpoint/define-endpoint';
import { type ApiResult, apiResult } from './api-result.ts';

/**
 * Calls a public endpoint of the contracts without the session, the public islands' way: the
 * outcome as a value (`ApiResult`, status 0 for the network), never thrown. Apart from
 * `endpoint-client.ts` so that an island's bundle does not ship the token renewal.
 */
export function callPublic<R extends RpcDefinition>(
  endpoint: RpcEndpoint<R>,
  input: RpcRequest<R>,
  options: { signal?: AbortSignal } = {},
): Promise<ApiResult<RpcResponse<R>>> {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.path} is not public`);
  const { path, body } = httpRequestOf(endpoint, input as Record<string, unknown>);
  return apiResult<RpcResponse<R>>(path, {
    method: endpoint.method,
    ...(body === undefined ? {} : { json: body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
