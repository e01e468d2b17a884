import { addCompanyComment } from '@courtage/contracts/crm/companies/add-company-comment.rpc';
import { COMPANY_MESSAGES, companyCommentForm } from '@courtage/contracts/crm/companies/company-form';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { invalid } from '../records-errors.ts';
import { findCompany, insertCompanyComment } from '../repositories/companies-repository.ts';

/** `crm.add-company-comment`: the Actualités tab; the author is the caller. */
export function addCompanyCommentHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(addCompanyComment, async ({ companyId, ...form }, meta) => {
    const staff = requireStaffActor(meta);
    const errors = checkForm(companyCommentForm, form);
    if (errors.length > 0) throw invalid(errors);
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await findCompany(trx, companyId))) throw new AppError('NOT_FOUND', COMPANY_MESSAGES.notFound);
      const row = await insertCompanyComment(trx, { companyId, text: form.text.trim(), authorId: staff.id });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'comment',
        entity: 'company',
        entityId: companyId,
        after: { commentId: row.id, text: row.text },
      });
      return {
        id: row.id,
        companyId,
        text: row.text,
        authorId: row.author_id,
        createdAt: row.created_at.toISOString(),
      };
    });
  });
}
