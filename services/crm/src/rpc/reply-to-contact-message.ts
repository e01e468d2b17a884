import { contactMessageReplied } from '@courtage/contracts/crm/contact-messages/contact-message-replied.event';
import {
  contactMessageReplyForm,
  replyToContactMessage,
} from '@courtage/contracts/crm/contact-messages/reply-contact-message.rpc';
import { AppError, INVALID_FIELDS_MESSAGE, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type Bus, type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findContactMessage,
  insertContactReply,
  updateContactMessage,
} from '../repositories/contact-messages-repository.ts';
import { findStaffMember } from '../shared-lists/find-staff-member.ts';
import { CONTACT_MESSAGE_NOT_FOUND } from './get-contact-message.ts';

/**
 * `crm.reply-to-contact-message`: in one transaction, keeps the reply on the message, moves a
 * new message to 'in_progress', audits, and writes `crm.contact-message.replied` to the outbox
 * (the notification service emails the text to the visitor): the email exists iff the reply does.
 */
export function replyToContactMessageHandler(db: Kysely<CrmDatabase>, bus: Bus): RpcHandler {
  return rpcHandler(replyToContactMessage, async ({ contactId, ...form }, meta) => {
    const staff = requireStaffActor(meta);
    const errors = checkForm(contactMessageReplyForm, form);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    const author = await findStaffMember(bus, staff.id, meta);
    if (!author) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
    const body = form.body.trim();
    return db.transaction().execute(async (trx) => {
      const message = await findContactMessage(trx, contactId, true);
      if (!message) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
      const reply = await insertContactReply(trx, {
        contact_query_id: contactId,
        author_id: author.id,
        author_name: author.name,
        body,
      });
      const after = await updateContactMessage(trx, contactId, {
        replied: true,
        ...(message.status === 'received' ? { status: 'in_progress' as const } : {}),
      });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'contact-message.replied',
        entity: 'contact-message',
        entityId: contactId,
        before: { status: message.status, replyCount: message.reply_count },
        after: { status: after.status, replyCount: after.reply_count, replyId: reply.id, reply: body },
      });
      await enqueueEvent(
        trx,
        contactMessageReplied,
        {
          contactId,
          replyId: reply.id,
          name: message.name,
          email: message.email,
          message: message.message,
          reply: body,
          authorName: author.name,
          repliedAt: reply.createdAt,
        },
        { correlationId: meta.correlationId },
      );
      return reply;
    });
  });
}
