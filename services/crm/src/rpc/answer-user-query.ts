import {
  answerUserQuery,
  userQueryFeedbackForm,
} from '@courtage/contracts/crm/user-queries/answer-user-query.rpc';
import { userQueryAnswered } from '@courtage/contracts/crm/user-queries/user-query-events';
import { AppError, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type Bus, type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  findUserQueryForUpdate,
  toUserQueryRow,
  updateUserQuery,
} from '../repositories/user-queries-repository.ts';
import { findStaffMember } from '../shared-lists/find-staff-member.ts';
import { invalid, USER_QUERY_NOT_FOUND } from '../user-queries/user-query-answers.ts';

/**
 * `crm.answer-user-query`: the admin feedback, kept on the question (status 'answered'),
 * audited, and `crm.user-query.answered` in the outbox (emailed to the customer).
 */
export function answerUserQueryHandler(db: Kysely<CrmDatabase>, bus: Bus): RpcHandler {
  return rpcHandler(answerUserQuery, async ({ queryId, ...form }, meta) => {
    const staff = requireStaffActor(meta);
    const errors = checkForm(userQueryFeedbackForm, form);
    if (errors.length > 0) invalid(errors);
    const author = await findStaffMember(bus, staff.id, meta);
    if (!author) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
    const feedback = form.feedback.trim();
    return db.transaction().execute(async (trx) => {
      const before = await findUserQueryForUpdate(trx, queryId);
      if (!before) throw new AppError('NOT_FOUND', USER_QUERY_NOT_FOUND);
      const after = await updateUserQuery(trx, queryId, {
        status: 'answered',
        feedback,
        feedback_by_id: author.id,
        feedback_by_name: author.name,
        feedback_at: new Date(),
      });
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'user-query.answered',
        entity: 'user-query',
        entityId: queryId,
        before: { status: before.status, feedback: before.feedback },
        after: { status: after.status, feedback: after.feedback },
      });
      await enqueueEvent(
        trx,
        userQueryAnswered,
        {
          id: after.id,
          userName: after.user_name,
          userEmail: after.user_email,
          query: after.query,
          feedback,
          authorName: author.name,
          answeredAt: (after.feedback_at ?? new Date()).toISOString(),
        },
        { correlationId: meta.correlationId },
      );
      return toUserQueryRow(after);
    });
  });
}
