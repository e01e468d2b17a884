import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { CALENDAR_DATE_PATTERN, isIsoDate } from '../offer/dates.ts';
import { OfferStateSchema } from '../offer/offer.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { oneOf } from './companies/record-fields.ts';
import { CRM_MESSAGES } from './crm-messages.ts';
import { TASK_LINKS, TASK_STATUSES } from './tasks/task.ts';

/**
 * The broker's calendar (`/admin/agenda`, `GET /api/v1/agenda?from&to&brokerId`): the booked
 * call-backs of the offers assigned to them (crm's offer read model, state 'confirmed') and their
 * tasks with a due date, for Paris days `from`..`to` (at most `AGENDA_MAX_DAYS`). A Sub-admin reads
 * their own only; an Admin everyone's, or one broker's with `brokerId`.
 */
export const AGENDA_MAX_DAYS = 42;

const IsoDate = Type.String({ pattern: CALENDAR_DATE_PATTERN });

export const AGENDA_MESSAGES = {
  tooLong: `La période du calendrier ne peut pas dépasser ${AGENDA_MAX_DAYS} jours.`,
  otherBroker: 'Vous ne voyez que votre propre calendrier.',
  feedNotFound: 'Ce lien de calendrier n’existe pas ou a été révoqué.',
  feedCreated: 'Nouveau lien de calendrier créé : l’ancien ne fonctionne plus.',
  feedRevoked: 'Lien de calendrier révoqué.',
} as const;

export const agendaRequestForm = defineForm({
  schema: Type.Object(
    { from: IsoDate, to: IsoDate, brokerId: Type.Optional(Uuid) },
    { additionalProperties: false },
  ),
  messages: { from: CRM_MESSAGES.startDate, to: CRM_MESSAGES.endDate, brokerId: CRM_MESSAGES.staffUnknown },
  rules: [
    { field: 'from', check: ({ from }) => isIsoDate(from) },
    { field: 'to', check: ({ to }) => isIsoDate(to) },
    { field: 'to', uses: ['from'], check: ({ from, to }) => from <= to, message: FIELD_MESSAGES.periodOrder },
    {
      field: 'to',
      uses: ['from'],
      check: ({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < AGENDA_MAX_DAYS,
      message: AGENDA_MESSAGES.tooLong,
    },
  ],
});
export type AgendaRequest = Static<typeof agendaRequestForm.schema>;

/** A booked call-back (Paris `dateSlot` `timeSlot`, one hour) of an offer waiting for its call. */
export const AgendaCallback = Type.Object(
  {
    offerId: Uuid,
    dateSlot: Type.String(),
    timeSlot: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    phoneNumber: Type.String(),
    /** The visitor's postal code: an overseas one reads the slot in its own time too. */
    postalCode: Type.String(),
    city: Type.String(),
    provider: Type.String(),
    planName: Type.String(),
    formulaName: Type.String(),
    monthlyPrice: Type.Number(),
    state: OfferStateSchema,
    assigneeId: Type.Union([Uuid, Type.Null()]),
    assigneeName: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AgendaCallback = Static<typeof AgendaCallback>;

export const AgendaTask = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    dueAt: IsoDateTime,
    assigneeId: Uuid,
    assigneeName: Type.Optional(Type.String()),
    status: oneOf(TASK_STATUSES),
    overdue: Type.Boolean(),
    linkedType: Type.Union([oneOf(TASK_LINKS), Type.Null()]),
    linkedId: Type.Union([Uuid, Type.Null()]),
  },
  { additionalProperties: false },
);
export type AgendaTask = Static<typeof AgendaTask>;

export const AgendaReply = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    /** Whose calendar: the broker asked for, the Sub-admin themselves, null for everyone's. */
    brokerId: Type.Union([Uuid, Type.Null()]),
    callbacks: Type.Array(AgendaCallback),
    tasks: Type.Array(AgendaTask),
  },
  { additionalProperties: false },
);
export type AgendaReply = Static<typeof AgendaReply>;

export const getAgenda = defineRpc({
  service: 'crm',
  type: 'crm.get-agenda',
  version: 1,
  request: agendaRequestForm.schema,
  response: AgendaReply,
});

export const getAgendaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/agenda',
  rpc: getAgenda,
  access: 'staff',
  summary: 'Rappels et tâches d’un conseiller, par jours (heure de Paris)',
  tags: ['agenda'],
});

/** The signed-in broker's iCalendar link: whether one is active (the token itself is only shown once). */
export const AgendaFeedLink = Type.Object(
  { active: Type.Boolean(), createdAt: Type.Union([IsoDateTime, Type.Null()]) },
  { additionalProperties: false },
);
export type AgendaFeedLink = Static<typeof AgendaFeedLink>;

const NoRequest = Type.Object({}, { additionalProperties: false });

export const getAgendaFeedLink = defineRpc({
  service: 'crm',
  type: 'crm.get-agenda-feed-link',
  version: 1,
  request: NoRequest,
  response: AgendaFeedLink,
});

/** A new secret (the previous one stops working); only its hash is kept, so it is shown this once. */
export const createAgendaFeedLink = defineRpc({
  service: 'crm',
  type: 'crm.create-agenda-feed-link',
  version: 1,
  request: NoRequest,
  response: Type.Object({ token: Type.String(), createdAt: IsoDateTime }, { additionalProperties: false }),
});

export const revokeAgendaFeedLink = defineRpc({
  service: 'crm',
  type: 'crm.revoke-agenda-feed-link',
  version: 1,
  request: NoRequest,
  response: AgendaFeedLink,
});

export const revokeAgendaFeedLinkEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/agenda/feed',
  rpc: revokeAgendaFeedLink,
  access: 'staff',
  summary: 'Révoquer mon lien de calendrier',
  tags: ['agenda'],
});

/** The secret of a feed: 32 random bytes, base64url. */
export const AgendaFeedToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/**
 * `GET /api/v1/agenda/ical/:token` (no session: the secret is the proof): the broker's call-backs
 * and open tasks from 30 days ago to 180 days ahead, as an iCalendar text (RFC 5545).
 */
export const getAgendaFeed = defineRpc({
  service: 'crm',
  type: 'crm.get-agenda-feed',
  version: 1,
  request: Type.Object({ token: AgendaFeedToken }, { additionalProperties: false }),
  response: Type.Object({ calendar: Type.String() }, { additionalProperties: false }),
});
