import { Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../../errors.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { Contact } from './contact.ts';

/** `/api/v1/contact/byAttributes`: by company, standalone ones only, or a search on name / e-mail / phone. */
export const ContactListFilter = Type.Object(
  {
    companyId: Type.Optional(Uuid),
    standalone: Type.Optional(Type.Boolean()),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const contactListFilterForm = defineForm({
  schema: ContactListFilter,
  messages: {
    companyId: CRM_MESSAGES.companyNotFound,
    standalone: REQUEST_MESSAGES.invalidField,
    search: CRM_MESSAGES.searchAtMost100,
  },
});

export const listContacts = defineListRpc({
  service: 'crm',
  type: 'crm.list-contacts',
  row: Contact,
  filter: ContactListFilter,
  sortFields: ['createdAt', 'name'],
});
