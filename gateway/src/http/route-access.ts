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

  // Back office: the staff member's own notifications. `/ws` is 'public' at the HTTP level
  // because a browser cannot send a bearer header on the upgrade: the socket authenticates with
  // its staff access token in its first message (routes/ws) and is closed otherwise.
  'GET /api/v1/notifications': 'staff',
  'POST /api/v1/notifications/:notificationId/read': 'staff',
  'POST /api/v1/notifications/read-all': 'staff',
  'GET /api/v1/notifications/unread-count': 'staff',
  'GET /ws': 'public',

  // Messages: contact form (its public POST is with the site forms), customers' questions.
  'GET /api/v1/contactus': 'staff',
  'POST /api/v1/contactus': 'public',
  'GET /api/v1/contactus/:contactId': 'staff',
  'POST /api/v1/contactus/:contactId/replies': 'staff',
  'PUT /api/v1/contactus/:contactId/assignee': 'staff',
  'PUT /api/v1/contactus/:contactId/status': 'staff',
  'GET /api/v1/contactus/export.csv': 'admin',
  'GET /api/v1/users/queries': 'staff',
  'PUT /api/v1/users/queries/:queryId/feedback': 'staff',
  'PUT /api/v1/users/queries/:queryId/status': 'staff',
  'GET /api/v1/users/queries/export.csv': 'admin',
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

  // Back-office sign-in and the staff member's own account.
  'POST /api/v1/admin': 'public',
  'GET /api/v1/admin/avatars/:staffId': 'public',
  'POST /api/v1/admin/disable-2fa': 'staff',
  'POST /api/v1/admin/enable-2fa': 'staff',
  'POST /api/v1/admin/forgot-password': 'public',
  'POST /api/v1/admin/logout': 'public',
  'GET /api/v1/admin/profile': 'staff',
  'PATCH /api/v1/admin/profile': 'staff',
  'PUT /api/v1/admin/profile/avatar': 'staff',
  'PUT /api/v1/admin/profile/password': 'staff',
  'POST /api/v1/admin/refresh-tokens': 'public',
  'POST /api/v1/admin/resend-otp': 'public',
  'POST /api/v1/admin/reset-password/:token': 'public',
  // Public: step 2 of a TOTP sign-in (challengeId); the set-up confirmation checks the token itself.
  'POST /api/v1/admin/verify-2fa': 'public',
  'POST /api/v1/admin/verify-otp': 'public',

  // Staff accounts (Admin only).
  'GET /api/v1/admin/staff': 'admin',
  'POST /api/v1/admin/staff': 'admin',
  'DELETE /api/v1/admin/staff/:staffId': 'admin',
  'PATCH /api/v1/admin/staff/:staffId': 'admin',

  // Erasure requests (RGPD): reviewed and executed by an Admin.
  'GET /api/v1/admin/privacy/erasure-requests': 'admin',
  'GET /api/v1/admin/privacy/erasure-requests/:requestId': 'admin',
  'POST /api/v1/admin/privacy/erasure-requests/:requestId/execute': 'admin',

  // Ops console (Admin only): processes, queues, dead letters, failed emails.
  'GET /api/v1/admin/audit': 'admin',
  'GET /api/v1/admin/audit/export.csv': 'admin',
  'GET /api/v1/admin/ops': 'admin',
  'GET /api/v1/admin/ops/monitoring': 'admin',
  'GET /api/v1/admin/ops/retention': 'admin',
  'POST /api/v1/admin/ops/dead-letters/:service/:queue/:messageId/replay': 'admin',
  'DELETE /api/v1/admin/ops/dead-letters/:service/:queue/:messageId': 'admin',
  'POST /api/v1/admin/ops/failed-emails/:jobId/retry': 'admin',

};
/** The table's key of a route as Fastify registers it (HEAD follows GET). */
export function routeAccessKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}