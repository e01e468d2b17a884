import {
  type Endpoint,
  type ListEndpoint,
  pathParamNames,
  type RpcEndpoint,
  requestOf,
} from '@courtage/contracts/endpoint/define-endpoint';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callOptions } from '../plugins/app/authentication.ts';
import { AUTHENTICATED_ROUTE_ERRORS } from './error-response.schema.ts';
import { listRoute } from './list-route.ts';

/**
 * Mounts the endpoints defined in the contracts (`defineEndpoint`, `defineListEndpoint`): each
 * route's schemas come from its RPC, its guard from its `access` (route config, read by the
 * route-access guard), its success status from the definition. Routes that are not a plain
 * RPC hop (site forms, uploads, downloads, `/ws`, sessions) stay in `routes/`.
 */
export function mountEndpoints(fastify: FastifyInstance, endpoints: readonly Endpoint[]): void {
  for (const endpoint of endpoints) {
    if (endpoint.kind === 'list') mountList(fastify, endpoint);
    else mountRpc(fastify, endpoint);
  }
}

const ERRORS = AUTHENTICATED_ROUTE_ERRORS;

function objectSchema(endpoint: Endpoint): TObject {
  const schema = endpoint.rpc.request as TSchema;
  if (schema.type !== 'object' || typeof schema.properties !== 'object') {
    throw new Error(`${endpoint.method} ${endpoint.path}: its RPC request is not an object`);
  }
  return schema as TObject;
}

/** The path parameters' schema: each the request field of its name. */
function paramsSchema(endpoint: RpcEndpoint, request: TObject, names: string[]): TObject | undefined {
  if (names.length === 0) return undefined;
  const properties: Record<string, TSchema> = {};
  for (const name of names) {
    const field = request.properties[name];
    if (!field) throw new Error(`${endpoint.method} ${endpoint.path}: no request field for :${name}`);
    properties[name] = field;
  }
  return Type.Object(properties, { additionalProperties: false });
}

/** What the body or query string carries: the request without its path parameters. */
function payloadSchema(endpoint: RpcEndpoint, request: TObject, names: string[]): TSchema | undefined {
  if (endpoint.bodyForm) return endpoint.bodyForm.schema;
  if (endpoint.bodyKey) {
    const field = request.properties[endpoint.bodyKey];
    if (!field) throw new Error(`${endpoint.method} ${endpoint.path}: no request field ${endpoint.bodyKey}`);
    return field;
  }
  // The request itself when no parameter is taken out, so that its form checks it.
  if (names.length === 0) return Object.keys(request.properties).length > 0 ? request : undefined;
  const rest = Type.Omit(request, names);
  return Object.keys(rest.properties).length > 0 ? rest : undefined;
}

function mountRpc(fastify: FastifyInstance, endpoint: RpcEndpoint): void {
  const request = objectSchema(endpoint);
  const names = pathParamNames(endpoint.path);
  const params = paramsSchema(endpoint, request, names);
  const payload = payloadSchema(endpoint, request, names);
  const inBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const { rpc, status } = endpoint;
  fastify.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(params ? { params } : {}),
      ...(payload ? { [inBody ? 'body' : 'querystring']: payload } : {}),
      response: status === 204 ? ERRORS : { [status]: rpc.response, ...ERRORS },
    },
    handler: async (req: FastifyRequest, reply) => {
      const input = requestOf(
        endpoint,
        req.params as Record<string, unknown>,
        inBody ? req.body : (req.query ?? {}),
      );
      const result = await fastify.bus.call(
        rpc,
        input as never,
        callOptions(req, fastify.config.RPC_TIMEOUT_MS),
      );
      if (status === 204) return reply.code(204).send();
      return reply.code(status).send(result);
    },
  });
}

function mountList(fastify: FastifyInstance, endpoint: ListEndpoint): void {
  listRoute(fastify, {
    path: endpoint.path,
    rpc: endpoint.rpc,
    filterForm: endpoint.filterForm,
    defaultSort: endpoint.defaultSort,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    access: endpoint.access,
    ...(endpoint.csv
      ? {
          csv: {
            fileName: endpoint.csv.fileName,
            columns: endpoint.csv.columns,
            exportedBy: endpoint.csv.access,
          },
        }
      : {}),
  });
}
