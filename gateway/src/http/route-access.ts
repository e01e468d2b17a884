/**
 * Who may call each route of the gateway: one line per `METHOD /path` as Fastify registers it
 * (`/api/v1/offers/:offerId`). The security sweep (gateway/test/security) calls every route of
 * `/docs/json` with no token, a customer's, another customer's, a Sub-admin's, a revoked one
 * and a deleted staff member's, and checks each answer against this table; a route missing
 * from it fails that test.
 *
 * - `public`: anyone (visitor forms, postal codes, sign-in...);
 * - `customer`: a signed-in customer, on their own records only;
 * - `staff`: Admin and Sub-admin (offers, messages, queries, CRM records);
 * - `admin`: Admin only (CSV exports of the base, NIR/IBAN reveals, external CRM settings and
 *   imports, staff accounts, ops, creating, versioning and retiring insurance plans);
 * - `webhook`: no token, a signature instead (external CRM).
 */
export type RouteAccess = 'public' | 'customer' | 'staff' | 'admin' | 'webhook';

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Lines are added by whoever adds a route; keep them grouped by area, sorted by path.

  'GET /ws': 'public',

  // HEAD routes follow their GET line. The gateway adds the guard of the level to each route
  // (plugins/app/route-access-guard.ts) and refuses to start in production with a route missing.


  // Operations and the OpenAPI document.
  'GET /health': 'public',
  'GET /docs': 'public',
  'GET /docs/*': 'public',
  'GET /docs/json': 'public',
  'GET /docs/static/index.html': 'public',
  'GET /docs/static/swagger-initializer.js': 'public',
  'GET /docs/yaml': 'public',
  'OPTIONS *': 'public',



  // Site forms and reference data.



};
/** The table's key of a route as Fastify registers it (HEAD follows GET). */
export function routeAccessKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}