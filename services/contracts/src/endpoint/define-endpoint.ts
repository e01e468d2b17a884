import type { Static } from '@sinclair/typebox';
import type { RpcDefinition } from '../define.ts';
import type { FormDefinition } from '../form/define-form.ts';
import type { ListRpc, SortDirection } from '../list/define-list-rpc.ts';

/**
 * One definition per HTTP endpoint that is a plain hop to an RPC: the gateway mounts it
 * (validation from the RPC's schemas, the guard from `access`, the status), the site calls it
 * (`call`, `queryOptions`, `canCall`) and the authorization sweep reads its access from it.
 * Data only, so that the browser bundle can import it.
 *
 * The RPC's request is the endpoint's input: path parameters fill the request fields of the
 * same name; the rest comes from the query string (GET, DELETE) or the JSON body (merged into
 * the request, or under `bodyKey` when the request wraps it).
 *
 * Who may call it:
 * - `public`: anyone (visitor forms, postal codes, sign-in...);
 * - `customer`: a signed-in customer (the service scopes records to them);
 * - `staff`: Admin and Sub-admin;
 * - `admin`: Admin only (exports of the base, reveals, staff accounts, ops...);
 * - `webhook`: no token, a signature the route checks instead.
 */
export type EndpointAccess = 'public' | 'customer' | 'staff' | 'admin' | 'webhook';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RpcEndpoint<R extends RpcDefinition = RpcDefinition> = {
  kind: 'rpc';
  method: HttpMethod;
  /** Fastify's form, absolute: `/api/v1/task/:id` (`:id` fills the request's `id`). */
  path: string;
  rpc: R;
  access: EndpointAccess;
  /** The success status: 200 unless said (201 for a creation, 204 for an empty answer). */
  status: 200 | 201 | 202 | 204;
  /** The OpenAPI summary, in French as the back-office reads it. */
  summary: string;
  tags: readonly string[];
  /** The request field holding the JSON body, when the request does not take it merged. */
  bodyKey?: string;
  /**
   * The form the body is (French field messages), when the body is not the request itself
   * nor its `bodyKey` field, e.g. a request `{ id, status }` whose body is a `{ status }` form.
   */
  bodyForm?: Pick<FormDefinition, 'schema'>;
};

/** The header and the cell text of one CSV column; `format` defaults to the value as text. */
export type CsvColumn<Row> = {
  key: keyof Row & string;
  header: string;
  // Method syntax: a list's columns are also columns of any row (the gateway's endpoint table).
  format?(value: Row[keyof Row], row: Row): string;
};

export type ListEndpoint<L extends ListRpc = ListRpc> = {
  kind: 'list';
  method: 'GET';
  /** `GET <path>` answers a page; with `csv`, `GET <path>/export.csv` the whole filtered list. */
  path: string;
  rpc: L;
  access: EndpointAccess;
  filterForm: FormDefinition<L['filter']>;
  defaultSort: { field: L['sortFields'][number]; direction: SortDirection };
  summary: string;
  tags: readonly string[];
  csv?: {
    fileName: string;
    /** Who may export: Admins unless the service answers only the actor's own rows. */
    access: 'admin' | 'staff';
    columns: readonly CsvColumn<Static<L['row']>>[];
  };
};

/** Any list endpoint (each typed by its own row where it is defined). */
// biome-ignore lint/suspicious/noExplicitAny: a list's CSV columns are keyed by its own row type.
export type AnyListEndpoint = ListEndpoint<any>;

/** Any endpoint, as the gateway's table holds them. */
export type Endpoint = RpcEndpoint | AnyListEndpoint;

type RpcEndpointOptions<R extends RpcDefinition> = Omit<RpcEndpoint<R>, 'kind' | 'status' | 'tags'> & {
  status?: RpcEndpoint['status'];
  tags?: readonly string[];
};

export function defineEndpoint<R extends RpcDefinition>(options: RpcEndpointOptions<R>): RpcEndpoint<R> {
  return { kind: 'rpc', status: 200, tags: ['back-office'], ...options };
}

type ListEndpointOptions<L extends ListRpc> = Omit<ListEndpoint<L>, 'kind' | 'method' | 'tags' | 'csv'> & {
  tags?: readonly string[];
  csv?: Omit<NonNullable<ListEndpoint<L>['csv']>, 'access'> & { access?: 'admin' | 'staff' };
};

export function defineListEndpoint<L extends ListRpc>(options: ListEndpointOptions<L>): ListEndpoint<L> {
  const { csv, ...rest } = options;
  return {
    kind: 'list',
    method: 'GET',
    tags: ['back-office'],
    ...rest,
    ...(csv ? { csv: { access: 'admin', ...csv } } : {}),
  };
}

/** The query key of an endpoint (all its calls) or of one call: `invalidateQueries` takes either. */
export function endpointKey(endpoint: { method: string; path: string }, input?: unknown): readonly unknown[] {
  return input === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, input];
}

/** The names of a path's parameters: `/api/v1/task/:id/status` -> `['id']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** The signed-in user's role as the access token says it (`customer`, `admin`, `sub-admin`), or none. */
export type CallerRole = string | null | undefined;

/** True when a user of this role passes the endpoint's guard (what a screen shows; the gateway decides). */
export function mayCall(access: EndpointAccess, role: CallerRole): boolean {
  switch (access) {
    case 'public':
    case 'webhook':
      return true;
    case 'customer':
      return role === 'customer';
    case 'staff':
      return role === 'admin' || role === 'sub-admin';
    case 'admin':
      return role === 'admin';
  }
}

/** The request fields an endpoint's body carries (the request minus the path parameters). */
export function bodyFields(endpoint: RpcEndpoint, request: Record<string, unknown>): unknown {
  if (endpoint.bodyKey) return request[endpoint.bodyKey];
  const params = new Set(pathParamNames(endpoint.path));
  return Object.fromEntries(Object.entries(request).filter(([key]) => !params.has(key)));
}

/** The RPC request of a call: the path parameters, then the body or query fields. */
export function requestOf(
  endpoint: RpcEndpoint,
  params: Record<string, unknown>,
  payload: unknown,
): Record<string, unknown> {
  if (endpoint.bodyKey) return { ...params, [endpoint.bodyKey]: payload };
  return { ...(payload as Record<string, unknown> | undefined), ...params };
}

/**
 * The HTTP request of a call: the path with its parameters filled from the input, then the
 * other fields as the query string (GET, DELETE) or the JSON body.
 */
export function httpRequestOf(
  endpoint: RpcEndpoint,
  input: Record<string, unknown>,
): { path: string; body?: unknown } {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = input[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: :${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const payload = bodyFields(endpoint, input);
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') return { path, body: payload };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return { path: text ? `${path}?${text}` : path };
}
