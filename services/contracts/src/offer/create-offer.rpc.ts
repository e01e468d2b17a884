import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { comparisonRequestForm } from './comparison-request-form.ts';
import { ISO_DATE_PATTERN } from './dates.ts';
import { OfferSummarySchema } from './offer.ts';

export const CreateOfferResponse = Type.Object(
  {
    comparisonId: Uuid,
    createdAt: IsoDateTime,
    startDate: Type.String({ pattern: ISO_DATE_PATTERN }),
    departement: Type.Object({ code: Type.String(), nom: Type.String() }),
    /** Ranked: offers meeting every wanted level first, each group by monthly price. */
    offers: Type.Array(OfferSummarySchema),
    /** True when a summary email will be sent (the visitor consented). */
    summaryEmailQueued: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CreateOfferResponse = Static<typeof CreateOfferResponse>;

/**
 * Prices every active plan for the household, stores the comparison and its offers
 * (state 'proposed', price and tariff version frozen) and emits `offer.comparison.created`.
 */
export const createOffer = defineRpc({
  service: 'offer',
  type: 'offer.create-offer',
  version: 1,
  // The form's schema: the bus server checks a request with its form's messages and rules.
  request: comparisonRequestForm.schema,
  response: CreateOfferResponse,
});
