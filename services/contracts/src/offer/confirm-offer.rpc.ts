import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';

/** §8 messages of the confirmation step. */
export const CONFIRM_MESSAGES = {
  noSlot: 'Veuillez sélectionner une date/créneau horaire approprié',
  failure: 'Une erreur s’est produite lors de la confirmation de votre offre. Veuillez réessayer.',
  slotPast: 'Ce créneau est déjà passé. Veuillez choisir un autre créneau.',
  slotFull: 'Ce créneau est complet. Veuillez choisir un autre créneau.',
  notBusinessDay: 'Les rendez-vous ont lieu les jours ouvrés. Veuillez choisir un autre jour.',
  tooFar: 'Ce créneau n’est pas encore ouvert. Veuillez choisir une date plus proche.',
  alreadyConfirmed: 'Cette offre a déjà été confirmée.',
  /** One live call-back per comparison and per address (issue 12). */
  alreadyBooked: 'Un rappel est déjà prévu pour cette demande. Nous vous appellerons au créneau choisi.',
  /** Per-address limit of the gateway (CONFIRM_RATE_LIMIT per hour). */
  tooManyConfirmations: 'Trop de confirmations depuis votre connexion. Veuillez réessayer plus tard.',
  success: 'Votre offre est confirmée. Un e-mail de confirmation vous a été envoyé.',
  successNoEmail: 'Votre offre est confirmée, mais l’e-mail de confirmation n’a pas pu être envoyé.',
} as const;

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
