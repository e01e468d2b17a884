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

  // The staff member's live notifications. `/ws` is 'public' at the HTTP level because a
  // browser cannot send a bearer header on the upgrade: the socket authenticates with its staff
  // access token in its first message (routes/ws) and is closed otherwise.
  'GET /ws': 'public',

  // Customers' questions, the customer's side.
  'GET /auth/v1/user/queries': 'customer',
  'POST /auth/v1/user/queries': 'customer',
  // Data subject rights: the customer's own data export and consents.
  'GET /auth/v1/user/privacy/consents': 'customer',
  'GET /auth/v1/user/privacy/erasure': 'customer',
  'POST /auth/v1/user/privacy/erasure': 'customer',
  'POST /auth/v1/user/privacy/consents/:kind/withdraw': 'customer',
  'GET /auth/v1/user/privacy/export': 'customer',
  'GET /auth/v1/user/privacy/export.pdf': 'customer',
  // The emails' footer link: a signed token instead of a session.
  'POST /api/v1/privacy/consents/withdraw': 'public',
  // The prospects' requests (no account): the proof is a single-use link emailed to the address.
  'POST /api/v1/privacy/requests': 'public',
  'POST /api/v1/privacy/requests/confirm': 'public',
  // External CRM: the partner's signed webhook, the lists and link (staff), the import (Admin).
  'POST /api/v1/external-crm/webhook': 'webhook',
  'GET /api/v1/external-crm/offers': 'staff',
  'GET /api/v1/external-crm/offers/export.csv': 'admin',
  'GET /api/v1/external-crm/contracts': 'staff',
  'GET /api/v1/external-crm/contracts/export.csv': 'admin',
  'PUT /api/v1/external-crm/records/:recordId/customer': 'staff',
  'POST /api/v1/external-crm/import': 'admin',
  'GET /api/v1/external-crm/import/:importId': 'admin',
  'POST /api/v1/external-crm/import/preview': 'admin',
  // HEAD routes follow their GET line. The gateway adds the guard of the level to each route
  // (plugins/app/route-access-guard.ts) and refuses to start in production with a route missing.

  // CRM records: companies, contacts, documents, contracts, quotes, tasks. Staff work
  // them; CSV exports, the IBAN reveal and the compliance export for an auditor are Admin only.
  'GET /api/v1/contact/byAttributes': 'staff',
  'GET /api/v1/contact/byAttributes/export.csv': 'admin',
  'GET /api/v1/contact/byId/:contactId': 'staff',
  'POST /api/v1/contact': 'staff',
  'PUT /api/v1/contact/:contactId': 'staff',
  'DELETE /api/v1/contact/:contactId': 'staff',
  'POST /api/v1/contact/upload': 'staff',
  'POST /api/v1/contact/upload/preview': 'staff',
  'GET /api/v1/contact/upload/:jobId': 'staff',
  'POST /api/v1/contact/upload-file': 'staff',
  'GET /api/v1/contact/download-file/:documentId': 'staff',
  'GET /api/v1/contact/documents': 'staff',
  'DELETE /api/v1/contact/documents/:documentId': 'staff',
  'GET /api/v1/contrat': 'staff',
  'GET /api/v1/contrat/export.csv': 'admin',
  'POST /api/v1/contrat': 'staff',
  'GET /api/v1/contrat/byId/:contractId': 'staff',
  'PUT /api/v1/contrat/:contractId': 'staff',
  'DELETE /api/v1/contrat/:contractId': 'staff',
  'GET /api/v1/contrat/subscriber-search': 'staff',
  'GET /api/v1/contrat/subscriber-search/export.csv': 'admin',
  'GET /api/v1/contrat/totals': 'staff',
  'POST /api/v1/contrat/upload': 'staff',
  'POST /api/v1/contrat/upload/preview': 'staff',
  'GET /api/v1/contrat/upload/:jobId': 'staff',
  'GET /api/v1/devis': 'staff',
  'GET /api/v1/devis/export.csv': 'admin',
  'POST /api/v1/devis': 'staff',
  'GET /api/v1/devis/:quoteId': 'staff',
  'PUT /api/v1/devis/:quoteId': 'staff',
  'GET /api/v1/devis/:quoteId/pdf': 'staff',
  'POST /api/v1/devis/:quoteId/send': 'staff',
  'PUT /api/v1/devis/:quoteId/status': 'staff',
  'GET /api/v1/devis/requests': 'staff',
  'POST /api/v1/devis/requests/:requestId/handle': 'staff',
  'GET /api/v1/entreprise': 'staff',
  'GET /api/v1/entreprise/export.csv': 'admin',
  'POST /api/v1/entreprise': 'staff',
  'GET /api/v1/entreprise/:companyId': 'staff',
  'PUT /api/v1/entreprise/:companyId': 'staff',
  'DELETE /api/v1/entreprise/:companyId': 'staff',
  'POST /api/v1/entreprise/:companyId/become-client': 'staff',
  'POST /api/v1/entreprise/:companyId/comments': 'staff',
  'GET /api/v1/entreprise/:companyId/conformite': 'staff',
  'PUT /api/v1/entreprise/:companyId/conformite': 'staff',
  'GET /api/v1/entreprise/:companyId/conformite/export.csv': 'admin',
  'POST /api/v1/entreprise/:companyId/reveal-iban': 'admin',
  'GET /api/v1/entreprise/comments': 'staff',
  'GET /api/v1/entreprise/history/:entity/:recordId': 'staff',
  'GET /api/v1/entreprise/timeline/:entity/:recordId': 'staff',
  'POST /api/v1/entreprise/timeline/:entity/:recordId/calls': 'staff',
  'POST /api/v1/entreprise/timeline/:entity/:recordId/emails': 'staff',
  'POST /api/v1/entreprise/timeline/:entity/:recordId/notes': 'staff',

  // Operations and the OpenAPI document.
  'GET /health': 'public',
  'GET /docs': 'public',
  'GET /docs/*': 'public',
  'GET /docs/json': 'public',
  'GET /docs/static/index.html': 'public',
  'GET /docs/static/swagger-initializer.js': 'public',
  'GET /docs/yaml': 'public',
  'OPTIONS *': 'public',

  // Customer account.
  'GET /auth/v1/user': 'customer',
  'PATCH /auth/v1/user': 'customer',
  'PUT /auth/v1/user/avatar': 'customer',
  'GET /auth/v1/user/avatars/:customerId': 'public',
  'POST /auth/v1/user/login': 'public',
  'POST /auth/v1/user/logout': 'public',
  'POST /auth/v1/user/refresh-tokens': 'public',
  'POST /auth/v1/user/reset-password': 'public',
  'PUT /auth/v1/user/reset-password': 'customer',
  'POST /auth/v1/user/reset-password/:token': 'public',
  'POST /auth/v1/user/signup': 'public',
  'POST /auth/v1/user/verify-email': 'customer',
  'GET /auth/v1/user/verify-email/:token': 'public',
  'POST /auth/v1/user/verify-email/:token': 'public',

  // Comparator, confirmation and subscription (the subscription needs its capability token).
  'POST /api/v1/confirm-offer': 'public',
  'POST /api/v1/confirm-offer/create-offer': 'public',
  'POST /api/v1/confirm-offer/email-comparison': 'public',
  'GET /api/v1/confirm-offer/get-user-offers': 'customer',
  'GET /api/v1/confirm-offer/get-user-offers/:offerId': 'customer',
  'GET /api/v1/confirm-offer/get-user-offers/:offerId/documents': 'customer',
  'GET /api/v1/confirm-offer/get-user-offers/:offerId/documents/:kind': 'customer',
  'GET /api/v1/confirm-offer/ipid/:file': 'public',
  'GET /api/v1/confirm-offer/limit/:offerId': 'public',
  'GET /api/v1/confirm-offer/offers/:offerId': 'public',
  'GET /api/v1/confirm-offer/slots': 'public',
  'POST /api/v1/confirm-offer/signature': 'public',
  'POST /api/v1/confirm-offer/signature/code': 'public',
  'POST /api/v1/confirm-offer/signature/document': 'public',
  'POST /api/v1/confirm-offer/signature/sign': 'public',
  'POST /api/v1/confirm-offer/subscriber-offer': 'public',
  'POST /api/v1/confirm-offer/subscription-household': 'public',

  // Site forms and reference data.
  'GET /api/v1/partner-insurers': 'public',
  'GET /api/v1/postal-codes/:code': 'public',
  'POST /api/v1/quote-requests': 'public',

  // Back office: plans and offers. The plans the comparator sells are the Admin's: a Sub-admin
  // reads them (and previews a price) but cannot create, version or retire one (README).
  'GET /api/v1/insurance-plans': 'staff',
  'POST /api/v1/insurance-plans': 'admin',
  'POST /api/v1/insurance-plans/preview': 'staff',
  'PUT /api/v1/insurance-plans/:planId': 'admin',
  'PUT /api/v1/insurance-plans/:planId/status': 'admin',
  'GET /api/v1/insurance-plans/:planId/general-conditions': 'staff',
  'PUT /api/v1/insurance-plans/:planId/general-conditions': 'admin',
  // Offers: lists from crm's read model, one offer's page and actions from offer; the NIR/IBAN
  // reveal and the CSV exports of the base are Admin only, while any staff member exports his
  // own wallet (the offers assigned to him: crm scopes that list to the actor).
  'GET /api/v1/offers': 'staff',
  'GET /api/v1/offers/export.csv': 'admin',
  'GET /api/v1/offers/assignees': 'staff',
  'GET /api/v1/offers/submitted': 'staff',
  'GET /api/v1/offers/submitted/export.csv': 'admin',
  'GET /api/v1/offers/wallet': 'staff',
  'GET /api/v1/offers/wallet/export.csv': 'staff',
  'GET /api/v1/offers/subscription-compliance': 'staff',
  'GET /api/v1/offers/:offerId': 'staff',
  'GET /api/v1/offers/:offerId/subscription-file.zip': 'staff',
  'PUT /api/v1/offers/:offerId/assignee': 'staff',
  'POST /api/v1/offers/:offerId/notes': 'staff',
  'POST /api/v1/offers/:offerId/reveal': 'admin',
  'PUT /api/v1/offers/:offerId/state': 'staff',
  'PUT /api/v1/offers/:offerId/callback': 'staff',
  'PUT /api/v1/offers/:offerId/slot': 'staff',
  'GET /api/v1/dashboards': 'staff',
  // The broker's calendar and his iCalendar link (his own: crm checks the actor); the feed
  // itself is opened by calendar apps without a session, its secret token being the proof.
  'GET /api/v1/agenda': 'staff',
  'GET /api/v1/agenda/feed': 'staff',
  'POST /api/v1/agenda/feed': 'staff',
  'DELETE /api/v1/agenda/feed': 'staff',
  'GET /api/v1/agenda/ical/:token': 'public',
  // The pipeline board: the offers by stage (moves go through PUT /offers/:offerId/callback).
  'GET /api/v1/pipeline': 'staff',
  // The global search (Ctrl/⌘+K): every kind of CRM record and offer a staff list shows.
  'GET /api/v1/search': 'staff',
};

/** The table's key of a route as Fastify registers it (HEAD follows GET). */
export function routeAccessKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
