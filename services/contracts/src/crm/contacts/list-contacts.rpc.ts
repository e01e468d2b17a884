import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { Contact } from './contact.ts';

/** `/api/v1/contact/byAttributes`: by company, standalone ones only, or a search (`q`) on name / e-mail / phone. */
export const ContactListFilter = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    standalone: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const contactListFilterForm = defineForm({
  schema: ContactListFilter,
  messages: {
    companyId: CRM_MESSAGES.companyNotFound,
    standalone: REQUEST_MESSAGES.invalidField,
    q: CRM_MESSAGES.searchAtMost100,
  },
});

export const listContacts = defineListRpc({
  service: 'crm',
  type: 'crm.list-contacts',
  row: Contact,
  filter: ContactListFilter,
  sortFields: ['createdAt', 'name'],
});

export const listContactsEndpoint = defineListEndpoint({
  path: '/api/v1/contact/byAttributes',
  rpc: listContacts,
  access: 'staff',
  filterForm: contactListFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Rechercher des contacts (entreprise, seuls, nom, e-mail, téléphone)',
  tags: ['contacts'],
  csv: {
    fileName: 'contacts',
    columns: [
      { key: 'civility', header: 'Civilité' },
      { key: 'name', header: 'Nom' },
      { key: 'forename', header: 'Prénom' },
      { key: 'function', header: 'Fonction' },
      { key: 'email', header: 'E-mail' },
      { key: 'phone', header: 'Téléphone' },
      { key: 'companyName', header: 'Entreprise' },
      { key: 'createdAt', header: 'Ajouté le' },
    ],
  },
});
