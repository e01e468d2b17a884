import { type Static, Type } from '@sinclair/typebox';
import { literalUnion } from '../../offer/literal-union.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';

/**
 * A contact-form message as the back-office works it (DESIGN.md section 8): its status, who
 * handles it, and the replies emailed to the visitor. Stored by crm in `contact_queries`.
 */

/** Stored values; the back-office shows `CONTACT_MESSAGE_STATUS_LABELS`. */
export const CONTACT_MESSAGE_STATUSES = ['received', 'in_progress', 'done'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_MESSAGE_STATUS_LABELS: Readonly<Record<ContactMessageStatus, string>> = {
  received: 'Nouveau',
  in_progress: 'En cours',
  done: 'Traité',
};

export const ContactMessageStatusSchema = literalUnion(CONTACT_MESSAGE_STATUSES);

/** A staff member a message is assigned to (name kept as it was when assigned). */
export const Assignee = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });
export type Assignee = Static<typeof Assignee>;

/** One row of `/admin/contact-us`. */
export const ContactMessageRow = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    postalCode: Type.String(),
    city: Type.String(),
    message: Type.String(),
    status: ContactMessageStatusSchema,
    assignee: Type.Union([Assignee, Type.Null()]),
    replyCount: Type.Integer({ minimum: 0 }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactMessageRow = Static<typeof ContactMessageRow>;

/** A reply a staff member sent to the visitor (emailed, and kept on the message). */
export const ContactMessageReply = Type.Object(
  {
    id: Uuid,
    body: Type.String(),
    author: Assignee,
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactMessageReply = Static<typeof ContactMessageReply>;

/** One entry of the audit log shown on the record's page. */
export const HistoryEntry = Type.Object(
  {
    action: Type.String(),
    actorId: Type.Union([Type.String(), Type.Null()]),
    before: Type.Unknown(),
    after: Type.Unknown(),
    at: IsoDateTime,
  },
  { additionalProperties: false },
);
export type HistoryEntry = Static<typeof HistoryEntry>;

/** `/admin/contact-us-details/:contactId`: the message, its replies (oldest first), its history. */
export const ContactMessageDetail = Type.Object(
  {
    message: ContactMessageRow,
    replies: Type.Array(ContactMessageReply),
    history: Type.Array(HistoryEntry),
  },
  { additionalProperties: false },
);
export type ContactMessageDetail = Static<typeof ContactMessageDetail>;
