import { createQuoteRequest } from '@courtage/contracts/crm/create-quote-request.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { storeQuoteRequest } from '../site-forms/store-quote-request.ts';

/**
 * `crm.create-quote-request`: see storeQuoteRequest. The bus server checked the request against
 * the contract's form: a service never trusts its caller. The site's form arrives as the
 * durable command `crm.quote-request.submitted` instead (site-forms/site-forms-subscription.ts).
 */
export function createQuoteRequestHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(createQuoteRequest, async (input, meta) => {
    const created = await db.transaction().execute((trx) => storeQuoteRequest(trx, input, meta));
    if (!created) throw new Error('quote request without request id not stored');
    return created;
  });
}
