import { Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { Uuid } from '../schemas.ts';
import { OfferIdRequest } from './staff-offer.ts';
import { revealSubscriptionFieldForm } from './staff-offer-forms.ts';

/** Admin only (FORBIDDEN for a Sub-admin); each call is written to the audit log with who and when. */
export const revealSubscriptionField = defineRpc({
  service: 'offer',
  type: 'offer.reveal-subscription-field',
  version: 1,
  request: Type.Composite([OfferIdRequest, revealSubscriptionFieldForm.schema], {
    additionalProperties: false,
  }),
  response: Type.Object(
    { offerId: Uuid, field: revealSubscriptionFieldForm.schema.properties.field, value: Type.String() },
    { additionalProperties: false },
  ),
});
