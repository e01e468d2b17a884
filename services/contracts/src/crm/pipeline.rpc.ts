import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { CALLBACK_STATUS_LABELS, type CallbackStatus } from '../offer/callback-status.ts';
import { CALENDAR_DATE_PATTERN } from '../offer/dates.ts';
import { OfferStateSchema } from '../offer/offer.ts';
import { Uuid } from '../schemas.ts';
import { CRM_MESSAGES } from './crm-messages.ts';

/**
 * The pipeline board (`/admin/pipeline`, `GET /api/v1/pipeline`): the booked offers as cards in
 * columns by stage: the call-back's follow-up while the offer waits for its call ('à rappeler'
 * to 'devis envoyé'), then 'souscrit' (subscribed, in review or signed) and 'perdu' (cancelled).
 * Each column: its count and monthly premium over every matching offer, its first cards by slot.
 */
export const PIPELINE_STAGES = [
  'a_rappeler',
  'injoignable',
  'rappel_effectue',
  'devis_envoye',
  'souscrit',
  'perdu',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  a_rappeler: CALLBACK_STATUS_LABELS.a_rappeler,
  injoignable: CALLBACK_STATUS_LABELS.injoignable,
  rappel_effectue: CALLBACK_STATUS_LABELS.rappel_effectue,
  devis_envoye: CALLBACK_STATUS_LABELS.devis_envoye,
  souscrit: 'Souscrit',
  perdu: CALLBACK_STATUS_LABELS.perdu,
};

/** The stages a card is moved to by hand: the follow-up's (souscrit is the visitor's own step). */
export const MOVABLE_STAGES: readonly CallbackStatus[] = [
  'a_rappeler',
  'injoignable',
  'rappel_effectue',
  'devis_envoye',
  'perdu',
];

/** Cards sent per column (the count and premium cover them all). */
export const PIPELINE_CARDS_PER_STAGE = 50;

const IsoDate = Type.String({ pattern: CALENDAR_DATE_PATTERN });

export const pipelineFilterForm = defineForm({
  schema: Type.Object(
    {
      /** An assignee's id, or `none` for offers nobody took. */
      assignee: Type.Optional(Type.Union([Uuid, Type.Literal('none')])),
      insurer: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
      /** Booked (confirmed) between these Paris days. */
      from: Type.Optional(IsoDate),
      to: Type.Optional(IsoDate),
    },
    { additionalProperties: false },
  ),
  messages: {
    assignee: CRM_MESSAGES.staffUnknown,
    insurer: FIELD_MESSAGES.insurer,
    from: CRM_MESSAGES.startDate,
    to: CRM_MESSAGES.endDate,
  },
  rules: [
    {
      field: 'to',
      uses: ['from'],
      check: ({ from, to }) => !from || !to || from <= to,
      message: FIELD_MESSAGES.periodOrder,
    },
  ],
});
export type PipelineFilter = Static<typeof pipelineFilterForm.schema>;

export const PipelineCard = Type.Object(
  {
    offerId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    provider: Type.String(),
    planName: Type.String(),
    formulaName: Type.String(),
    monthlyPrice: Type.Number(),
    dateSlot: Type.String(),
    timeSlot: Type.String(),
    state: OfferStateSchema,
    assigneeId: Type.Union([Uuid, Type.Null()]),
    assigneeName: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type PipelineCard = Static<typeof PipelineCard>;

export const PipelineColumn = Type.Object(
  {
    stage: Type.Union(PIPELINE_STAGES.map((stage) => Type.Literal(stage))),
    count: Type.Integer({ minimum: 0 }),
    monthlyPremium: Type.Number({ minimum: 0 }),
    cards: Type.Array(PipelineCard),
  },
  { additionalProperties: false },
);
export type PipelineColumn = Static<typeof PipelineColumn>;

export const PipelineReply = Type.Object(
  { columns: Type.Array(PipelineColumn) },
  { additionalProperties: false },
);
export type PipelineReply = Static<typeof PipelineReply>;

export const getPipeline = defineRpc({
  service: 'crm',
  type: 'crm.get-pipeline',
  version: 1,
  request: pipelineFilterForm.schema,
  response: PipelineReply,
});

/** Cards move through the offer's own follow-up endpoint (`PUT /api/v1/offers/:offerId/callback`). */
export const getPipelineEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/pipeline',
  rpc: getPipeline,
  access: 'staff',
  summary: 'Tableau du pipeline : offres par étape, totaux par colonne',
  tags: ['pipeline'],
});
