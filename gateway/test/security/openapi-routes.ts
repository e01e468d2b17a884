import type { FastifyInstance } from 'fastify';
import { type RouteAccess, routeAccessKey } from '../../src/http/route-access.ts';

/** A JSON Schema as /docs/json gives it (TypeBox's, serialized). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

export type OpenApiRoute = {
  method: string;
  /** Fastify's form: `/api/v1/offers/:offerId`. */
  path: string;
  /** Who may call it, as the gateway's guard applies it (`app.routeAccess`). */
  access: RouteAccess | undefined;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema, when the route takes one. */
  body: JsonSchema | null;
  /** A back-office list (listRoute): its 200 answers `{ rows, nextCursor, total }`. */
  list: boolean;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** Every operation of the gateway's OpenAPI document (`/docs/json`), as the tests walk them. */
export async function readOpenApiRoutes(app: FastifyInstance): Promise<OpenApiRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}`);
  const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
  const routes: OpenApiRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      routes.push({
        method: method.toUpperCase(),
        path,
        access: app.routeAccess.get(routeAccessKey(method.toUpperCase(), path)),
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        list:
          operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.nextCursor !==
          undefined,
      });
    }
  }
  return routes;
}

/** The route's path with each parameter replaced by `value(name)`. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(value(name)));
}
