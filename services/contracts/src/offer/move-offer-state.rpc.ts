import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { Uuid } from '../schemas.ts';
import { OfferStateSchema } from './offer.ts';
import { OfferIdRequest } from './staff-offer.ts';
import { moveOfferStateForm } from './staff-offer-forms.ts';

/**
 * Moves to the next state with a note (the note goes in the history, the notes and the event
 * `offer.offer.<verb>` of the new state). CONFLICT when the transition is not allowed.
 */
export const moveOfferState = defineRpc({
  service: 'offer',
  type: 'offer.move-offer-state',
  version: 1,
  request: Type.Composite([OfferIdRequest, moveOfferStateForm.schema], { additionalProperties: false }),
  response: Type.Object({ offerId: Uuid, state: OfferStateSchema }, { additionalProperties: false }),
});

export const moveOfferStateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/offers/:offerId/state',
  rpc: moveOfferState,
  access: 'staff',
  bodyForm: moveOfferStateForm,
  summary: 'Passer l’offre à l’état suivant, avec une note',
  tags: ['offres (back-office)'],
});
