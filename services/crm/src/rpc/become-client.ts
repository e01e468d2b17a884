import { becomeClient } from '@courtage/contracts/crm/companies/become-client.rpc';
import { becomeClientForm, COMPANY_MESSAGES } from '@courtage/contracts/crm/companies/company-form';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { invalid } from '../records-errors.ts';
import { findCompany, markCompanyClient, toCompany } from '../repositories/companies-repository.ts';

/** `crm.become-client`: a prospect becomes a client, with the reason, in one audited step. */
export function becomeClientHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(becomeClient, async ({ id, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(becomeClientForm, form);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      const before = await findCompany(trx, id, true);
      if (!before) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
      if (before.kind === 'client') throw new AppError('CONFLICT', COMPANY_MESSAGES.alreadyClient);
      const after = await markCompanyClient(trx, id, form.reason.trim());
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'become-client',
        entity: 'company',
        entityId: id,
        before: { kind: before.kind },
        after: { kind: 'client', reason: after.became_client_reason },
      });
      return toCompany(after);
    });
  });
}
