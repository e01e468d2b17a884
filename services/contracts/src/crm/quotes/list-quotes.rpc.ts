import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { Quote } from './quote.ts';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from './quote-form.ts';

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

export const listQuotesEndpoint = defineListEndpoint({
  path: '/api/v1/devis',
  rpc: listQuotes,
  access: 'staff',
  filterForm: quoteListFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Devis',
  tags: ['devis'],
  csv: {
    fileName: 'devis',
    columns: [
      { key: 'reference', header: 'Référence' },
      { key: 'companyName', header: 'Entreprise' },
      { key: 'contactName', header: 'Contact' },
      { key: 'insuranceLine', header: 'Assurance' },
      { key: 'formula', header: 'Formule' },
      { key: 'monthlyPremium', header: 'Prime mensuelle (€)' },
      { key: 'validUntil', header: 'Valable jusqu’au' },
      { key: 'status', header: 'Statut', format: (value) => QUOTE_STATUS_LABELS[value as QuoteStatus] },
    ],
  },
});
