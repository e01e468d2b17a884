import { type Static, Type } from '@sinclair/typebox';
import { defineEvent, defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';

/**
 * The right to erasure (RGPD art. 17): a customer asks from 'Mes données', an Admin reviews
 * the request in the back office (what goes, what stays under a legal hold and why), then
 * executes it; the customer gets a receipt by email. auth keeps the requests; offer and crm
 * erase what they hold of the person.
 */

/** One category of a service's data for one person: how much goes, how much stays and why. */
export const ErasureCategorySchema = Type.Object(
  {
    /** What it is, in French ('Comparaisons et offres sans contrat'). */
    label: Type.String(),
    erased: Type.Integer({ minimum: 0 }),
    kept: Type.Integer({ minimum: 0 }),
    /** Why the kept ones stay (a legal hold, in French); empty when none is kept. */
    holdReason: Type.String(),
  },
  { additionalProperties: false },
);
export type ErasureCategory = Static<typeof ErasureCategorySchema>;

export const ErasurePartSchema = Type.Object(
  {
    service: Type.Union([
      Type.Literal('auth'),
      Type.Literal('offer'),
      Type.Literal('crm'),
      Type.Literal('notification'),
    ]),
    categories: Type.Array(ErasureCategorySchema),
  },
  { additionalProperties: false },
);
export type ErasurePart = Static<typeof ErasurePartSchema>;

/** Whose data: the account and the address auth holds for it (never anything typed by the person). */
export const ErasureSubjectSchema = Type.Object(
  { userId: Type.Optional(Uuid), email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);

const EraseRequest = Type.Object(
  {
    subject: ErasureSubjectSchema,
    /** true: only count what would go and what would stay (the Admin's review). */
    dryRun: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** offer: comparisons and offers without a contract go; subscriptions stay (contract, legal period). */
export const eraseOfferSubject = defineRpc({
  service: 'offer',
  type: 'offer.erase-subject',
  version: 1,
  request: EraseRequest,
  response: ErasurePartSchema,
});

/** crm: the customer's questions and contact messages go. */
export const eraseCrmSubject = defineRpc({
  service: 'crm',
  type: 'crm.erase-subject',
  version: 1,
  request: EraseRequest,
  response: ErasurePartSchema,
});

/** notification: the log of the emails sent to the address (recipient, subject, content kept to rebuild a job). */
export const eraseNotificationSubject = defineRpc({
  service: 'notification',
  type: 'notification.erase-subject',
  version: 1,
  request: EraseRequest,
  response: ErasurePartSchema,
});

export const ERASURE_STATUS_LABELS = {
  pending: 'En attente d’examen',
  executed: 'Effacement réalisé',
} as const;
export type ErasureStatus = keyof typeof ERASURE_STATUS_LABELS;

export const ErasureRequestSchema = Type.Object(
  {
    id: Uuid,
    /** null: a prospect's request (no account), made from the site's form with the proof of the address. */
    customerId: Type.Union([Uuid, Type.Null()]),
    /** The name and address as they were when asked (the account is anonymised on execution). */
    name: Type.String(),
    email: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('executed')]),
    requestedAt: IsoDateTime,
    executedAt: Type.Union([IsoDateTime, Type.Null()]),
    executedByName: Type.Union([Type.String(), Type.Null()]),
    /** What was erased and kept, per service (null until executed). */
    report: Type.Union([Type.Array(ErasurePartSchema), Type.Null()]),
  },
  { additionalProperties: false },
);
export type ErasureRequest = Static<typeof ErasureRequestSchema>;

/** The signed-in customer (the RPC's actor) asks for erasure; asking twice gives the pending request. */
export const requestErasure = defineRpc({
  service: 'auth',
  type: 'auth.request-erasure',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: ErasureRequestSchema,
});

/** The signed-in customer's latest request, if any. */
export const getMyErasureRequest = defineRpc({
  service: 'auth',
  type: 'auth.get-my-erasure-request',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object(
    { request: Type.Union([ErasureRequestSchema, Type.Null()]) },
    { additionalProperties: false },
  ),
});

/** Admin: the requests, pending first then the newest. */
export const listErasureRequests = defineRpc({
  service: 'auth',
  type: 'auth.list-erasure-requests',
  version: 1,
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ requests: Type.Array(ErasureRequestSchema) }, { additionalProperties: false }),
});

/** The Admin's list of the erasure requests (`/admin/effacements`). */
export const listErasureRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/privacy/erasure-requests',
  rpc: listErasureRequests,
  access: 'admin',
  summary: 'Demandes d’effacement des clients',
  tags: ['administration : données personnelles'],
});

/** Admin: one request. */
export const getErasureRequest = defineRpc({
  service: 'auth',
  type: 'auth.get-erasure-request',
  version: 1,
  request: Type.Object({ requestId: Uuid }, { additionalProperties: false }),
  response: ErasureRequestSchema,
});

/**
 * Admin: the last step of an execution, once offer and crm have erased: the account is
 * anonymised and closed (its sessions revoked), the request marked executed with the report,
 * an audit row written and the receipt emailed to the address the request was made from.
 */
export const completeErasure = defineRpc({
  service: 'auth',
  type: 'auth.complete-erasure',
  version: 1,
  request: Type.Object(
    { requestId: Uuid, report: Type.Array(ErasurePartSchema) },
    { additionalProperties: false },
  ),
  response: ErasureRequestSchema,
});

export const ERASURE_MESSAGES = {
  notFound: 'Cette demande d’effacement n’existe pas.',
  alreadyExecuted: 'Cette demande d’effacement a déjà été exécutée.',
  requested:
    'Votre demande d’effacement a bien été enregistrée. Un administrateur l’examine et vous recevrez un accusé de réception par e-mail une fois l’effacement réalisé.',
} as const;

/** Why each category stays after an erasure (legal holds), shown to the Admin and in the receipt. */
export const ERASURE_HOLDS = {
  contract:
    'Contrat en cours : conservé pendant la durée du contrat puis 5 ans après sa fin (prescription légale, pièces comptables 10 ans).',
  contractConsents:
    'Consentements liés au contrat (conditions générales, mandat SEPA) : ils prennent fin avec le contrat.',
} as const;

/** The receipt of an executed erasure, sent by the notification service. */
export const erasureReceiptRequested = defineEvent({
  type: 'auth.erasure-receipt.requested',
  version: 1,
  data: Type.Object(
    {
      to: Type.String({ minLength: 3, maxLength: 254 }),
      name: Type.String({ maxLength: 200 }),
      requestedAt: IsoDateTime,
      executedAt: IsoDateTime,
      report: Type.Array(ErasurePartSchema),
    },
    { additionalProperties: false },
  ),
});
