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
 * - `admin`: Admin only (CSV exports, NIR/IBAN reveals, external CRM settings and imports,
 *   staff accounts, ops);
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
  'GET /api/v1/contactus/:contactId': 'staff',
  'POST /api/v1/contactus/:contactId/replies': 'staff',
  'PUT /api/v1/contactus/:contactId/assignee': 'staff',
  'PUT /api/v1/contactus/:contactId/status': 'staff',
  'GET /api/v1/contactus/export.csv': 'admin',
  'GET /api/v1/users/queries': 'staff',
  'PUT /api/v1/users/queries/:queryId/feedback': 'staff',
  'PUT /api/v1/users/queries/:queryId/status': 'staff',
  'GET /api/v1/users/queries/export.csv': 'admin',
  'GET /auth/v1/user/queries': 'customer',
  'POST /auth/v1/user/queries': 'customer',
};
