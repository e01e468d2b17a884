import { type Static, Type } from '@sinclair/typebox';
import { defineEvent, defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { QUOTE_STATUSES, quoteForm, quoteStatusForm } from './quote-form.ts';

const NullableText = Type.Union([Type.String(), Type.Null()]);
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

export const QuoteListFilter = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    contactId: Type.Optional(Uuid),
    status: Type.Optional(oneOf(QUOTE_STATUSES)),
  },
  { additionalProperties: false },
);

export const quoteListFilterForm = defineForm({
  schema: QuoteListFilter,
  messages: {
    companyId: CRM_MESSAGES.companyNotFound,
    contactId: CRM_MESSAGES.contactNotFound,
    status: 'Statut de devis inconnu.',
  },
});

export const listQuotes = defineListRpc({
  service: 'crm',
  type: 'crm.list-quotes',
  row: Quote,
  filter: QuoteListFilter,
  sortFields: ['createdAt', 'validUntil'],
});

const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });

export const createQuote = defineRpc({
  service: 'crm',
  type: 'crm.create-quote',
  version: 1,
  request: quoteForm.schema,
  response: Quote,
});

export const updateQuote = defineRpc({
  service: 'crm',
  type: 'crm.update-quote',
  version: 1,
  request: Type.Object({ id: Uuid, quote: quoteForm.schema }, { additionalProperties: false }),
  response: Quote,
});

export const getQuote = defineRpc({
  service: 'crm',
  type: 'crm.get-quote',
  version: 1,
  request: WithId,
  response: Quote,
});

export const setQuoteStatus = defineRpc({
  service: 'crm',
  type: 'crm.set-quote-status',
  version: 1,
  request: Type.Object({ id: Uuid, ...quoteStatusForm.schema.properties }, { additionalProperties: false }),
  response: Quote,
});

/**
 * `POST /api/v1/devis/:quoteId/send`: builds the PDF (broker's ORIAS number, DER mention), stores
 * it in S3, marks the quote `envoye` and emits `crm.quote.sent`; notification emails it.
 */
export const sendQuote = defineRpc({
  service: 'crm',
  type: 'crm.send-quote',
  version: 1,
  request: WithId,
  response: Quote,
});

/** `GET /api/v1/devis/:quoteId/pdf`: where the gateway streams the PDF from. */
export const getQuotePdf = defineRpc({
  service: 'crm',
  type: 'crm.get-quote-pdf',
  version: 1,
  request: WithId,
  response: Type.Object({ key: Type.String(), fileName: Type.String() }, { additionalProperties: false }),
});

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

/** A quote request of the public site still to handle (`GET /api/v1/devis/requests`). */
export const QuoteRequestRow = Type.Object(
  {
    id: Uuid,
    insuranceLine: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phone: NullableText,
    postalCode: Type.String(),
    city: Type.String(),
    message: Type.String(),
    status: oneOf(['received', 'quoted', 'closed'] as const),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);

export const listQuoteRequests = defineListRpc({
  service: 'crm',
  type: 'crm.list-quote-requests',
  row: QuoteRequestRow,
  filter: Type.Object(
    { status: Type.Optional(oneOf(['received', 'quoted', 'closed'] as const)) },
    { additionalProperties: false },
  ),
  sortFields: ['createdAt'],
});

/**
 * `POST /api/v1/devis/requests/:requestId/handle`: a quote request becomes a draft quote on a
 * prospect company chosen (or created first) by the broker, the requester becoming its contact.
 */
export const handleQuoteRequestForm = defineForm({
  schema: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  messages: { companyId: 'Veuillez choisir l’entreprise prospect de cette demande.' },
});

export const handleQuoteRequest = defineRpc({
  service: 'crm',
  type: 'crm.handle-quote-request',
  version: 1,
  request: Type.Object(
    { id: Uuid, ...handleQuoteRequestForm.schema.properties },
    { additionalProperties: false },
  ),
  response: Quote,
});
