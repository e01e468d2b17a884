import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../../define.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { QUOTE_STATUSES } from './quote-form.ts';

export const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableUuid = Type.Union([Uuid, Type.Null()]);

export const Quote = Type.Object(
  {
    id: Uuid,
    /** Q-2026-000123: printed on the PDF. */
    reference: Type.String(),
    companyId: NullableUuid,
    companyName: NullableText,
    contactId: NullableUuid,
    contactName: NullableText,
    insuranceLine: Type.String(),
    formula: Type.String(),
    insurer: NullableText,
    monthlyPremium: Type.Number(),
    validUntil: Type.String(),
    notes: NullableText,
    status: oneOf(QUOTE_STATUSES),
    /** `site` for a quote request from the public site's pro pages, `offer` from the comparator. */
    source: oneOf(['staff', 'site', 'offer'] as const),
    /** Set once the PDF was built (sending). */
    hasPdf: Type.Boolean(),
    sentAt: Type.Union([IsoDateTime, Type.Null()]),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Quote = Static<typeof Quote>;

export const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });

/** A quote's PDF is ready: email it to the contact with the PDF attached (fetched from S3 by key). */
export const quoteSent = defineEvent({
  type: 'crm.quote.sent',
  version: 1,
  data: Type.Object(
    {
      quoteId: Uuid,
      reference: Type.String(),
      email: Type.String(),
      recipientName: Type.String(),
      companyName: NullableText,
      insuranceLine: Type.String(),
      monthlyPremium: Type.Number(),
      validUntil: Type.String(),
      pdfKey: Type.String(),
      fileName: Type.String(),
    },
    { additionalProperties: false },
  ),
});
