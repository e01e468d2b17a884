import type { EndpointAccess } from '@courtage/contracts/endpoint/define-endpoint';

/**
 * Who may call a route: its access level, one of
 *
 * - `public`: anyone (visitor forms, postal codes, sign-in...);
 * - `customer`: a signed-in customer, on their own records only;
 * - `staff`: Admin and Sub-admin (offers, messages, queries, CRM records);
 * - `admin`: Admin only (CSV exports of the base, NIR/IBAN reveals, external CRM settings and
 *   imports, staff accounts, ops, creating, versioning and retiring insurance plans);
 * - `webhook`: no token, a signature instead (external CRM).
 *
 * An endpoint defined in the contracts carries it; a route file gives it in its route options
 * (`config: { access }`). plugins/app/route-access-guard.ts applies it and keeps the computed
 * table (`fastify.routeAccess`) the security sweep (gateway/test/security) checks every route of
 * `/docs/json` against, with every kind of caller.
 */
export type RouteAccess = EndpointAccess;

/** A route's key in the computed table, as Fastify registers it (HEAD follows GET). */
export function routeAccessKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
