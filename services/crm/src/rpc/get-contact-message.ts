import { getContactMessage } from '@courtage/contracts/crm/contact-messages/get-contact-message.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { listAudit } from '@courtage/runtime/audit/list-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findContactMessage,
  listContactReplies,
  toContactMessageRow,
} from '../repositories/contact-messages-repository.ts';

export const CONTACT_MESSAGE_NOT_FOUND = 'Ce message n’existe pas.';

/** `crm.get-contact-message`: the message, its replies and its audit history (staff). */
export function getContactMessageHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(getContactMessage, async ({ contactId }, meta) => {
    requireStaffActor(meta);
    const row = await findContactMessage(db, contactId);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
    const [replies, audit] = await Promise.all([
      listContactReplies(db, contactId),
      listAudit(db, 'contact-message', contactId),
    ]);
    const history = audit.map((entry) => ({
      action: entry.action,
      actorId: entry.actor.id,
      before: entry.before,
      after: entry.after,
      at: entry.occurredAt,
    }));
    return { message: toContactMessageRow(row), replies, history };
  });
}
