import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { literalUnion } from './literal-union.ts';
import { OfferStateSchema } from './offer.ts';

/** Back-office states of an offer: in review, signed, cancelled. Staff only. */
export const adminChangeOfferState = defineRpc({
  service: 'offer',
  type: 'offer.admin-change-offer-state',
  version: 1,
  request: Type.Object(
    { offerId: Uuid, state: literalUnion(['in_review', 'signed', 'cancelled'] as const) },
    { additionalProperties: false },
  ),
  response: Type.Object({ offerId: Uuid, state: OfferStateSchema }, { additionalProperties: false }),
});
