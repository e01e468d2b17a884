import { type Static, Type } from '@sinclair/typebox';
import { defineEvent } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { QuoteAnswers } from './quote-request.ts';

export const QuoteRequestReceivedData = Type.Object(
  {
    id: Uuid,
    prospectId: Uuid,
    name: Type.String({ minLength: 1 }),
    email: Type.String({ minLength: 3 }),
    phone: Type.Optional(Type.String()),
    postalCode: Type.String(),
    city: Type.String(),
    /** The site's slug of the insurance line asked about. */
    insuranceLine: Type.String(),
    message: Type.String(),
    /** The answers to the line's questionnaire (quote-questionnaires.ts), when it has one. */
    answers: Type.Optional(QuoteAnswers),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type QuoteRequestReceivedData = Static<typeof QuoteRequestReceivedData>;

/** A quote request from a pro insurance page was stored by crm (live notification to staff). */
export const quoteRequestReceived = defineEvent({
  type: 'crm.quote-request.received',
  version: 1,
  data: QuoteRequestReceivedData,
});
