import {
  setUserQueryStatus,
  userQueryStatusForm,
} from '@courtage/contracts/crm/user-queries/set-user-query-status.rpc';
import { AppError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findUserQueryForUpdate,
  toUserQueryRow,
  updateUserQuery,
} from '../repositories/user-queries-repository.ts';
import { invalid, USER_QUERY_NOT_FOUND } from '../user-queries/user-query-answers.ts';

/** `crm.set-user-query-status`: close a question or reopen it (audited). */
export function setUserQueryStatusHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(setUserQueryStatus, async ({ queryId, ...form }, meta) => {
    requireStaffActor(meta);
    const errors = checkForm(userQueryStatusForm, form);
    if (errors.length > 0) invalid(errors);
    return db.transaction().execute(async (trx) => {
      const before = await findUserQueryForUpdate(trx, queryId);
      if (!before) throw new AppError('NOT_FOUND', USER_QUERY_NOT_FOUND);
      if (before.status === form.status) return toUserQueryRow(before);
      const after = await updateUserQuery(trx, queryId, { status: form.status });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'user-query.status-changed',
        entity: 'user-query',
        entityId: queryId,
        before: { status: before.status },
        after: { status: after.status },
      });
      return toUserQueryRow(after);
    });
  });
}
