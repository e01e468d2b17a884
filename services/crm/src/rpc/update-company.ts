import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { updateCompany } from '@courtage/contracts/crm/companies/update-company.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { resolveCompanyInput } from '../companies/resolve-company-input.ts';
import type { RecordsContext } from '../records-context.ts';
import { isUniqueViolation } from '../records-errors.ts';
import {
  auditedCompany,
  findCompany,
  toCompany,
  updateCompanyRow,
} from '../repositories/companies-repository.ts';

/**
 * `crm.update-company`: every field of the form (an omitted IBAN keeps the stored one). The kind
 * cannot go back from client to prospect, and prospect -> client goes through become-client
 * (it needs a reason): here `kind` must stay what it is.
 */
export function updateCompanyHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(updateCompany, async ({ id, company }, meta) => {
    requireStaffActor(meta);
    const values = resolveCompanyInput(ctx, id, company);
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const before = await findCompany(trx, id, true);
        if (!before) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
        const { kind: _kind, ...rest } = values;
        const after = await updateCompanyRow(trx, id, rest);
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'update',
          entity: 'company',
          entityId: id,
          before: auditedCompany(before),
          after: auditedCompany(after),
        });
        return toCompany(after);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'companies_siren_key'))
        throw new AppError('CONFLICT', COMPANY_MESSAGES.sirenTaken, [
          { field: 'siren', message: COMPANY_MESSAGES.sirenTaken },
        ]);
      throw error;
    }
  });
}
