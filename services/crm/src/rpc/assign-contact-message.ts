import {
  assignContactMessage,
  contactMessageAssignForm,
} from '@courtage/contracts/crm/contact-messages/assign-contact-message.rpc';
import { UNKNOWN_ASSIGNEE_MESSAGE } from '@courtage/contracts/crm/contact-messages/contact-message-assignee';
import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type Bus, type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findContactMessage,
  toContactMessageRow,
  updateContactMessage,
} from '../repositories/contact-messages-repository.ts';
import { findStaffMember } from '../shared-lists/find-staff-member.ts';
import { CONTACT_MESSAGE_NOT_FOUND } from './get-contact-message.ts';

/**
 * `crm.assign-contact-message`: to an active staff member (auth gives the name, asked before the
 * transaction so no lock waits on the bus) or to nobody; audited. A new message assigned moves
 * to 'in_progress'.
 */
export function assignContactMessageHandler(db: Kysely<CrmDatabase>, bus: Bus): RpcHandler {
  return rpcHandler(assignContactMessage, async ({ contactId, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(contactMessageAssignForm, form);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    const assignee = form.assigneeId === null ? null : await findStaffMember(bus, form.assigneeId, meta);
    if (form.assigneeId !== null && !assignee) {
      throw new AppError('VALIDATION_FAILED', UNKNOWN_ASSIGNEE_MESSAGE, [
        { field: 'assigneeId', message: UNKNOWN_ASSIGNEE_MESSAGE },
      ]);
    }
    return db.transaction().execute(async (trx) => {
      const before = await findContactMessage(trx, contactId, true);
      if (!before) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
      if (before.assignee_id === (assignee?.id ?? null)) return toContactMessageRow(before);
      const after = await updateContactMessage(trx, contactId, {
        assignee_id: assignee?.id ?? null,
        assignee_name: assignee?.name ?? null,
        ...(assignee && before.status === 'received' ? { status: 'in_progress' as const } : {}),
      });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'contact-message.assigned',
        entity: 'contact-message',
        entityId: contactId,
        before: { assigneeId: before.assignee_id, assigneeName: before.assignee_name, status: before.status },
        after: { assigneeId: after.assignee_id, assigneeName: after.assignee_name, status: after.status },
      });
      return toContactMessageRow(after);
    });
  });
}
