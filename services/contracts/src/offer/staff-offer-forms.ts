import { Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../errors.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { literalUnion } from './literal-union.ts';
import { OFFER_TRANSITIONS, type OfferState } from './vocabulary.ts';

/**
 * The back-office's forms on one offer, checked with `checkForm` by the browser, the
 * gateway and the offer service. The offer id travels in the URL and is added by the gateway.
 */

/** A note is at most this long (a call summary, not a document). */
export const OFFER_NOTE_MAX_LENGTH = 2000;

const NoteText = Type.String({ minLength: 1, maxLength: OFFER_NOTE_MAX_LENGTH, pattern: '\\S' });
const NOTE_MESSAGE = {
  required: 'Veuillez saisir une note.',
  invalid: `La note doit faire au plus ${OFFER_NOTE_MAX_LENGTH} caractères.`,
};

/** States a broker may move an offer to (the visitor's own steps are confirm and subscribe). */
export const STAFF_TARGET_STATES = [
  'in_review',
  'signed',
  'cancelled',
] as const satisfies readonly OfferState[];
export type StaffTargetState = (typeof STAFF_TARGET_STATES)[number];

/** The states a broker can move an offer to from `state` (the 'next state' menu of the detail page). */
export function staffNextStates(state: OfferState): StaffTargetState[] {
  return STAFF_TARGET_STATES.filter((target) => OFFER_TRANSITIONS[state].includes(target));
}

/** `POST /api/v1/offers/:offerId/notes` */
export const addOfferNoteForm = defineForm({
  schema: Type.Object({ text: NoteText }, { additionalProperties: false }),
  messages: { text: NOTE_MESSAGE },
});

/** `PUT /api/v1/offers/:offerId/state`: the move and the note that explains it (required). */
export const moveOfferStateForm = defineForm({
  schema: Type.Object(
    { state: literalUnion(STAFF_TARGET_STATES), note: NoteText },
    { additionalProperties: false },
  ),
  messages: {
    state: 'Veuillez choisir le nouvel état de l’offre.',
    note: NOTE_MESSAGE,
  },
});

/**
 * `PUT /api/v1/offers/:offerId/assignee`: `assigneeId` a staff member's id (the actor's own to
 * take it), null to unassign.
 */
export const assignOfferForm = defineForm({
  schema: Type.Object({ assigneeId: Type.Union([Uuid, Type.Null()]) }, { additionalProperties: false }),
  messages: { assigneeId: 'Veuillez choisir un membre de l’équipe.' },
});

/** The two sensitive fields of a subscription; revealing one is Admin only and audited. */
export const REVEALABLE_FIELDS = ['nir', 'iban'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

/** `POST /api/v1/offers/:offerId/reveal` */
export const revealSubscriptionFieldForm = defineForm({
  schema: Type.Object({ field: literalUnion(REVEALABLE_FIELDS) }, { additionalProperties: false }),
  messages: { field: 'Veuillez choisir le numéro de sécurité sociale ou l’IBAN.' },
});

/** French messages of the staff actions' refusals (one place). */
export const STAFF_OFFER_MESSAGES = {
  notFound: 'Cette offre n’existe pas.',
  forbidden: REQUEST_MESSAGES.forbidden,
  adminOnly: REQUEST_MESSAGES.adminOnly,
  transitionRefused: 'Ce changement d’état n’est pas possible pour cette offre.',
  unknownAssignee: 'Ce membre de l’équipe n’existe pas ou est désactivé.',
  noSubscription: 'Cette offre n’a pas de souscription.',
} as const;
