import { Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { Quote } from './quote.ts';
import { QUOTE_STATUSES } from './quote-form.ts';

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
