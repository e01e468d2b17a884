import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineEndpoint } from '../endpoint/define-endpoint.ts';
import { Uuid } from '../schemas.ts';
import { OfferIdRequest, StaffRef } from './staff-offer.ts';
import { assignOfferForm } from './staff-offer-forms.ts';

/**
 * Assigns to the actor or a colleague (an active staff member, checked with auth); null
 * unassigns. Emits `offer.offer.assigned`.
 */
export const assignOffer = defineRpc({
  service: 'offer',
  type: 'offer.assign-offer',
  version: 1,
  request: Type.Composite([OfferIdRequest, assignOfferForm.schema], { additionalProperties: false }),
  response: Type.Object(
    { offerId: Uuid, assignee: Type.Union([StaffRef, Type.Null()]) },
    { additionalProperties: false },
  ),
});

export const assignOfferEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/offers/:offerId/assignee',
  rpc: assignOffer,
  access: 'staff',
  bodyForm: assignOfferForm,
  summary: 'Attribuer l’offre (à moi, à un collègue ou à personne)',
  tags: ['offres (back-office)'],
});
