import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { IsoDateTime } from '../schemas.ts';
import { RequestId } from './contact-query-submitted.event.ts';
import { QuoteRequestInput } from './quote-request.ts';

export const QuoteRequestSubmittedData = Type.Object(
  {
    ...QuoteRequestInput.properties,
    requestId: RequestId,
    submittedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type QuoteRequestSubmittedData = Static<typeof QuoteRequestSubmittedData>;

/** A durable command, as `crm.contact-query.submitted`: crm stores the prospect and its quote
 * request once per `requestId`. */
export const quoteRequestSubmitted = defineEvent({
  type: 'crm.quote-request.submitted',
  version: 1,
  data: QuoteRequestSubmittedData,
});
