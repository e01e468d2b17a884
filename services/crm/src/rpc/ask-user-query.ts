import { askUserQuery, askUserQueryForm } from '@courtage/contracts/crm/user-queries/ask-user-query.rpc';
import { userQueryAsked } from '@courtage/contracts/crm/user-queries/user-query-events';
import { AppError, INVALID_FIELDS_MESSAGE, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { requireCustomerActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { insertUserQuery, toMyUserQueryRow } from '../repositories/user-queries-repository.ts';

/**
 * `crm.ask-user-query`: a customer's question, stored with `crm.user-query.asked` in the outbox
 * (live notification to staff). Only for the actor's own account.
 */
export function askUserQueryHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(askUserQuery, async ({ customer, ...form }, meta) => {
    const actor = requireCustomerActor(meta);
    if (customer.id !== actor.id) throw new AppError('FORBIDDEN', REQUEST_MESSAGES.forbidden);
    const errors = checkForm(askUserQueryForm, form);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    return db.transaction().execute(async (trx) => {
      const row = await insertUserQuery(trx, {
        customer_id: customer.id,
        user_name: customer.name,
        user_email: customer.email,
        query: form.query.trim(),
      });
      await enqueueEvent(
        trx,
        userQueryAsked,
        {
          id: row.id,
          customerId: row.customer_id,
          userName: row.user_name,
          userEmail: row.user_email,
          query: row.query,
          createdAt: row.created_at.toISOString(),
        },
        { correlationId: meta.correlationId },
      );
      return toMyUserQueryRow(row);
    });
  });
}
