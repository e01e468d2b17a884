import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { Uuid } from '../schemas.ts';
import { confirmFormParts } from './confirm-form-parts.ts';

// In a module of their own (no TypeBox) so that the comparator island takes only the messages.
export { CONFIRM_MESSAGES } from './confirm-messages.ts';

export const ConfirmOfferRequest = Type.Object(
  {
    offerId: Uuid,
    /** `YYYY-MM-DD`; missing or empty: 'Veuillez sélectionner une date/créneau horaire approprié'. */
    dateSlot: Type.Optional(Type.String()),
    /** `HH:MM`, one of SLOT_TIMES. */
    timeSlot: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ConfirmOfferRequest = Static<typeof ConfirmOfferRequest>;

/** The confirmation step: a day and a time picked (both missing: the same French message). */
export const confirmOfferForm = defineForm({ schema: ConfirmOfferRequest, ...confirmFormParts });

export const ConfirmOfferResponse = Type.Object(
  {
    offerId: Uuid,
    state: Type.Literal('confirmed'),
    dateSlot: Type.String(),
    timeSlot: Type.String(),
    /** False when the confirmation email could not be queued: show CONFIRM_MESSAGES.successNoEmail. */
    emailQueued: Type.Boolean(),
    message: Type.String(),
    /**
     * The capability to subscribe this offer (signed, single-purpose, 24 h): the confirming
     * page keeps it and sends it as `capability` to subscriber-offer; without it, 401.
     */
    subscriptionToken: Type.String(),
  },
  { additionalProperties: false },
);
export type ConfirmOfferResponse = Static<typeof ConfirmOfferResponse>;

/** Books one seat of the slot and moves the offer from 'proposed' to 'confirmed'. */
export const confirmOffer = defineRpc({
  service: 'offer',
  type: 'offer.confirm-offer',
  version: 1,
  request: ConfirmOfferRequest,
  response: ConfirmOfferResponse,
});

/**
 * The booking limit is the offer service's (per email address and postal code, never per IP: a
 * family behind one address books freely); its 429 gets Retry-After from the error handler.
 */
export const confirmOfferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/confirm-offer',
  rpc: confirmOffer,
  access: 'public',
  summary: 'Confirmer une offre en choisissant un créneau',
  tags: ['offres'],
});
