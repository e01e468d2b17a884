import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CrmDocument, DOCUMENT_OWNERS } from './document.ts';

export const listDocuments = defineListRpc({
  service: 'crm',
  type: 'crm.list-documents',
  row: CrmDocument,
  filter: Type.Object({ ownerType: oneOf(DOCUMENT_OWNERS), ownerId: Uuid }, { additionalProperties: false }),
  sortFields: ['createdAt'],
});

export const documentListFilterForm = defineForm({
  schema: listDocuments.filter,
  messages: {
    ownerType: 'Veuillez indiquer à quoi le document est rattaché.',
    ownerId: REQUEST_MESSAGES.itemNotFound,
  },
});

export const listDocumentsEndpoint = defineListEndpoint({
  path: '/api/v1/contact/documents',
  rpc: listDocuments,
  access: 'staff',
  filterForm: documentListFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Documents d’une entreprise, d’un contact ou d’un contrat',
  tags: ['documents'],
});
