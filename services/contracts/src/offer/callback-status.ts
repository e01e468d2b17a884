import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { literalUnion } from './literal-union.ts';
import { OfferStateSchema } from './offer.ts';
import type { OfferState } from './vocabulary.ts';

/**
 * The call-back's follow-up of a confirmed offer (a visitor booked a slot), before they
 * subscribe: the offer's state stays 'Rendez-vous confirmé' while the broker works the call.
 * - a_rappeler: the slot is booked, the broker has not called yet (every confirmed offer starts here);
 * - rappel_effectue: the broker spoke with the visitor;
 * - injoignable: called, no answer (call again: back to 'à rappeler' or reached later);
 * - devis_envoye: a proposal was sent after the call;
 * - perdu: the visitor declined; a reason is required, and the offer becomes 'Annulée' (its
 *   slot freed), the spec's end state.
 */
export const CALLBACK_STATUSES = [
  'a_rappeler',
  'rappel_effectue',
  'injoignable',
  'devis_envoye',
  'perdu',
] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

export const CALLBACK_STATUS_LABELS: Record<CallbackStatus, string> = {
  a_rappeler: 'À rappeler',
  rappel_effectue: 'Rappel effectué',
  injoignable: 'Injoignable',
  devis_envoye: 'Devis envoyé',
  perdu: 'Perdu',
};

/** Allowed moves of the follow-up; 'perdu' is final (the offer is cancelled). */
export const CALLBACK_TRANSITIONS: Record<CallbackStatus, readonly CallbackStatus[]> = {
  a_rappeler: ['rappel_effectue', 'injoignable', 'perdu'],
  injoignable: ['a_rappeler', 'rappel_effectue', 'perdu'],
  rappel_effectue: ['devis_envoye', 'a_rappeler', 'perdu'],
  devis_envoye: ['rappel_effectue', 'perdu'],
  perdu: [],
};

/** The offer states whose call-back is followed: booked, not subscribed yet. */
export const CALLBACK_OFFER_STATES: readonly OfferState[] = ['confirmed'];

export const CALLBACK_LOST_REASON_MAX_LENGTH = 500;

// Same shapes as staff-offer.ts's (which includes the follow-up, hence not imported from there).
const StaffRef = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });
const OfferIdRequest = Type.Object({ offerId: Uuid }, { additionalProperties: false });

export const CALLBACK_MESSAGES = {
  status: 'Veuillez choisir le nouveau suivi du rappel.',
  lostReason: 'Indiquez pourquoi l’offre est perdue (500 caractères au plus).',
  notBooked: 'Le suivi du rappel ne change que pour une offre avec rendez-vous, avant la souscription.',
  transitionRefused: (from: CallbackStatus, to: CallbackStatus) =>
    `Le suivi ne peut pas passer de « ${CALLBACK_STATUS_LABELS[from]} » à « ${CALLBACK_STATUS_LABELS[to]} ».`,
} as const;

/** `PUT /api/v1/offers/:offerId/callback`: the follow-up's next status (a reason when lost). */
export const setCallbackStatusForm = defineForm({
  schema: Type.Object(
    {
      status: literalUnion(CALLBACK_STATUSES),
      lostReason: Type.Optional(Type.String({ maxLength: CALLBACK_LOST_REASON_MAX_LENGTH })),
    },
    { additionalProperties: false },
  ),
  messages: { status: CALLBACK_MESSAGES.status, lostReason: CALLBACK_MESSAGES.lostReason },
  rules: [
    {
      field: 'lostReason',
      uses: ['status'],
      check: (value) => value.status !== 'perdu' || (value.lostReason ?? '').trim().length > 0,
    },
  ],
});

/**
 * `offer.set-callback-status`: moves the follow-up (CONFLICT with a French message when the
 * offer has no booked call-back or the move is not allowed); the change goes in the follow-up's
 * history and the audit log; 'perdu' also cancels the offer with the reason as its note.
 */
export const setCallbackStatus = defineRpc({
  service: 'offer',
  type: 'offer.set-callback-status',
  version: 1,
  request: Type.Composite([OfferIdRequest, setCallbackStatusForm.schema], { additionalProperties: false }),
  response: Type.Object(
    { offerId: Uuid, status: literalUnion(CALLBACK_STATUSES), state: OfferStateSchema },
    { additionalProperties: false },
  ),
});

export const setCallbackStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/offers/:offerId/callback',
  rpc: setCallbackStatus,
  access: 'staff',
  bodyForm: setCallbackStatusForm,
  summary: 'Suivi du rappel avant souscription (perdu : avec la raison, l’offre est annulée)',
  tags: ['offres (back-office)'],
});

/** One change of the follow-up, oldest first. */
export const CallbackHistoryEntry = Type.Object(
  {
    from: literalUnion(CALLBACK_STATUSES),
    to: literalUnion(CALLBACK_STATUSES),
    at: IsoDateTime,
    by: Type.Union([StaffRef, Type.Null()]),
    note: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type CallbackHistoryEntry = Static<typeof CallbackHistoryEntry>;

/** The follow-up as the offer's back-office page shows it (null: the offer was never booked). */
export const StaffCallback = Type.Object(
  {
    status: literalUnion(CALLBACK_STATUSES),
    lostReason: Type.Union([Type.String(), Type.Null()]),
    history: Type.Array(CallbackHistoryEntry),
  },
  { additionalProperties: false },
);
export type StaffCallback = Static<typeof StaffCallback>;
