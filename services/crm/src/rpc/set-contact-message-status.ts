import {
  contactMessageStatusForm,
  setContactMessageStatus,
} from '@courtage/contracts/crm/contact-messages/set-contact-message-status.rpc';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findContactMessage,
  toContactMessageRow,
  updateContactMessage,
} from '../repositories/contact-messages-repository.ts';
import { CONTACT_MESSAGE_NOT_FOUND } from './get-contact-message.ts';

/** `crm.set-contact-message-status`: nouveau / en cours / traité, audited in the same transaction. */
export function setContactMessageStatusHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(setContactMessageStatus, async ({ contactId, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(contactMessageStatusForm, form);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    return db.transaction().execute(async (trx) => {
      const before = await findContactMessage(trx, contactId, true);
      if (!before) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
      if (before.status === form.status) return toContactMessageRow(before);
      const after = await updateContactMessage(trx, contactId, { status: form.status });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'contact-message.status-changed',
        entity: 'contact-message',
        entityId: contactId,
        before: { status: before.status },
        after: { status: after.status },
      });
      return toContactMessageRow(after);
    });
  });
}
