import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { parisDateTime } from '../../format/french-date.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { CALENDAR_DATE_PATTERN } from '../../offer/dates.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  ContactMessageRow,
  type ContactMessageStatus,
  ContactMessageStatusSchema,
} from './contact-message.ts';

/** Query-string filters of `/admin/contact-us` (all optional). */
export const ContactMessageFilter = Type.Object(
  {
    /** Free text: name, email, city or message. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(ContactMessageStatusSchema),
    /** `me` (assigned to the caller), `none` (unassigned), or a staff member's id. */
    assignee: Type.Optional(Type.String({ maxLength: 36, pattern: '^(me|none|[0-9a-fA-F-]{36})$' })),
    /** Received on or after / before this day (YYYY-MM-DD, Paris time). */
    from: Type.Optional(Type.String({ pattern: CALENDAR_DATE_PATTERN })),
    to: Type.Optional(Type.String({ pattern: CALENDAR_DATE_PATTERN })),
  },
  { additionalProperties: false },
);

export const CONTACT_MESSAGE_SORT_FIELDS = ['createdAt', 'name', 'email', 'status'] as const;

/** Staff: the contact form's messages, newest first by default. */
export const listContactMessages = defineListRpc({
  service: 'crm',
  type: 'crm.list-contact-messages',
  row: ContactMessageRow,
  filter: ContactMessageFilter,
  sortFields: CONTACT_MESSAGE_SORT_FIELDS,
});

/** The list's filters as the gateway reads them from the query string (French messages). */
export const contactMessageFilterForm = defineForm({
  schema: ContactMessageFilter,
  messages: {
    q: CRM_MESSAGES.searchNotOver100,
    status: CRM_MESSAGES.statusUnknown,
    assignee: 'Responsable inconnu.',
    from: CRM_MESSAGES.fromDateInvalid,
    to: CRM_MESSAGES.toDateInvalid,
  },
  rules: [
    {
      field: 'to',
      uses: ['from'],
      check: (f) => !f.from || !f.to || f.from <= f.to,
      message: CRM_MESSAGES.toBeforeFrom,
    },
  ],
});

export const listContactMessagesEndpoint = defineListEndpoint({
  path: '/api/v1/contactus',
  rpc: listContactMessages,
  access: 'staff',
  filterForm: contactMessageFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Messages du formulaire de contact',
  tags: ['messages de contact'],
  csv: {
    fileName: 'messages-de-contact',
    columns: [
      { key: 'createdAt', header: 'Reçu le', format: (value) => parisDateTime(String(value)) },
      { key: 'name', header: 'Nom' },
      { key: 'email', header: 'E-mail' },
      { key: 'phone', header: 'Téléphone' },
      { key: 'postalCode', header: 'Code postal' },
      { key: 'city', header: 'Ville' },
      { key: 'message', header: 'Message' },
      {
        key: 'status',
        header: 'Statut',
        format: (value) => CONTACT_MESSAGE_STATUS_LABELS[value as ContactMessageStatus],
      },
      { key: 'assignee', header: 'Responsable', format: (_value, row) => row.assignee?.name ?? '' },
      { key: 'replyCount', header: 'Réponses' },
    ],
  },
});
