import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { OfferDetailSchema } from './offer.ts';

/**
 * One offer with its guarantee table. With `userId`, only an offer linked to that
 * customer is found (NOT_FOUND otherwise): the customer area's /offer-details/{offerId}.
 * Without it, the offer id itself (a random UUID given to the visitor) is the capability.
 */
export const getOffer = defineRpc({
  service: 'offer',
  type: 'offer.get-offer',
  version: 1,
  request: Type.Object({ offerId: Uuid, userId: Type.Optional(Uuid) }, { additionalProperties: false }),
  response: OfferDetailSchema,
});
