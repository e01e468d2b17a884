import { Type } from '@sinclair/typebox';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { ContactMessageRow, ContactMessageStatusSchema } from './contact-message.ts';

/** Query-string filters of `/admin/contact-us` (all optional). */
export const ContactMessageFilter = Type.Object(
  {
    /** Free text: name, email, city or message. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(ContactMessageStatusSchema),
    /** `me` (assigned to the caller), `none` (unassigned), or a staff member's id. */
    assignee: Type.Optional(Type.String({ maxLength: 36, pattern: '^(me|none|[0-9a-fA-F-]{36})$' })),
    /** Received on or after / before this day (YYYY-MM-DD, Paris time). */
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
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
