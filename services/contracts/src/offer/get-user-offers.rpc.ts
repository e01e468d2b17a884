import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { OfferSummarySchema } from './offer.ts';

/** The offers a customer subscribed or confirmed ('Mon offre'), newest first. */
export const getUserOffers = defineRpc({
  service: 'offer',
  type: 'offer.get-user-offers',
  version: 1,
  request: Type.Object({ userId: Uuid }, { additionalProperties: false }),
  response: Type.Object({ offers: Type.Array(OfferSummarySchema) }, { additionalProperties: false }),
});
