import { COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { getCompany } from '@courtage/contracts/crm/companies/get-company.rpc';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findCompany, toCompany } from '../repositories/companies-repository.ts';

/** `crm.get-company`: the detail page (IBAN masked). */
export function getCompanyHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getCompany, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findCompany(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
    return toCompany(row);
  });
}
