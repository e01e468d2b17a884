import { type Static, Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { NullableText } from './quote.ts';

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
    /** The answers to the line's questionnaire as a person reads them, in questionnaire order. */
    answers: Type.Array(
      Type.Object({ label: Type.String(), value: Type.String() }, { additionalProperties: false }),
    ),
    status: oneOf(['received', 'quoted', 'closed'] as const),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type QuoteRequestRow = Static<typeof QuoteRequestRow>;

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

/** The requests' filter: their status. */
export const quoteRequestFilterForm = defineForm({
  schema: listQuoteRequests.filter,
  messages: { status: 'Statut de demande inconnu.' },
});

export const listQuoteRequestsEndpoint = defineListEndpoint({
  path: '/api/v1/devis/requests',
  rpc: listQuoteRequests,
  access: 'staff',
  filterForm: quoteRequestFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Demandes de devis du site à traiter',
  tags: ['devis'],
});
