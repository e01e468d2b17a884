import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { QuoteRequestInput } from './quote-request.ts';

export const QuoteRequestCreated = Type.Object(
  { id: Uuid, prospectId: Uuid, status: Type.Literal('received'), createdAt: IsoDateTime },
  { additionalProperties: false },
);
export type QuoteRequestCreated = Static<typeof QuoteRequestCreated>;

/** Stores a quote request and its prospect (created or updated by e-mail). */
export const createQuoteRequest = defineRpc({
  service: 'crm',
  type: 'crm.create-quote-request',
  version: 1,
  request: QuoteRequestInput,
  response: QuoteRequestCreated,
});
