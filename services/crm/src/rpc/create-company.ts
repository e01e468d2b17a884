import { randomUUID } from 'node:crypto';
import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { createCompany } from '@courtage/contracts/crm/companies/create-company.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { resolveCompanyInput } from '../companies/resolve-company-input.ts';
import type { RecordsContext } from '../records-context.ts';
import { isUniqueViolation } from '../records-errors.ts';
import { auditedCompany, insertCompany, toCompany } from '../repositories/companies-repository.ts';

/** `crm.create-company`: a prospect or a client, audited in the same transaction. */
export function createCompanyHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(createCompany, async (input, meta) => {
    requireStaffActor(meta);
    const id = randomUUID();
    const values = resolveCompanyInput(ctx, id, input);
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const row = await insertCompany(trx, id, values);
        await recordAudit(trx, {
          actor: meta.actor,
          action: 'create',
          entity: 'company',
          entityId: id,
          after: auditedCompany(row),
        });
        return toCompany(row);
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
