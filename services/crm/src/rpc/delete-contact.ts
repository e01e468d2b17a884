import { CONTACT_MESSAGES_EXTRA } from '@courtage/contracts/crm/contacts/contact-form';
import { deleteContact } from '@courtage/contracts/crm/contacts/delete-contact.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { deleteContactRow, findContact, toContact } from '../repositories/contacts-repository.ts';
import { deleteOwnerDocumentRows, toDocument } from '../repositories/documents-repository.ts';

/** `crm.delete-contact`: quotes and contracts keep their rows (holder name kept on the contract). */
export function deleteContactHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(deleteContact, async ({ id }, meta) => {
    requireStaffActor(meta);
    const keys = await ctx.db.transaction().execute(async (trx) => {
      const row = await findContact(trx, id);
      if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGES_EXTRA.notFound);
      const documents = await deleteOwnerDocumentRows(trx, 'contact', id);
      await deleteContactRow(trx, id);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'delete',
        entity: 'contact',
        entityId: id,
        before: { ...toContact(row), documents: documents.map(toDocument) },
      });
      return documents.map((document) => document.key);
    });
    // The objects once the rows are gone for good: a failure leaves an orphan object, logged.
    for (const key of keys)
      await ctx.store
        .delete(key)
        .catch((error) => ctx.logger.warn({ err: error, key }, 'document object not deleted'));
    return { id };
  });
}
