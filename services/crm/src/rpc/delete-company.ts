import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { deleteCompany } from '@courtage/contracts/crm/companies/delete-company.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { auditedCompany, deleteCompanyRow, findCompany } from '../repositories/companies-repository.ts';
import { deleteOwnerDocumentRows, toDocument } from '../repositories/documents-repository.ts';

/**
 * `crm.delete-company`: comments and compliance go with it, and its documents (identity
 * documents included): their rows in the transaction, listed in the audit entry, then their
 * objects in the store once committed. Contacts stay, standalone.
 */
export function deleteCompanyHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(deleteCompany, async ({ id }, meta) => {
    requireStaffActor(meta);
    const keys = await ctx.db.transaction().execute(async (trx) => {
      const before = await findCompany(trx, id, true);
      if (!before) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
      const documents = await deleteOwnerDocumentRows(trx, 'company', id);
      await deleteCompanyRow(trx, id);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'delete',
        entity: 'company',
        entityId: id,
        before: { ...auditedCompany(before), documents: documents.map(toDocument) },
      });
      return documents.map((document) => document.key);
    });
    for (const key of keys)
      await ctx.store
        .delete(key)
        .catch((error) => ctx.logger.warn({ err: error, key }, 'document object not deleted'));
    return { id };
  });
}
