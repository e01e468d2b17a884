import { createContactQuery } from '@courtage/contracts/crm/create-contact-query.rpc';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { storeContactQuery } from '../site-forms/store-contact-query.ts';

/**
 * `crm.create-contact-query`: stores a visitor's message (see storeContactQuery). The request
 * was checked by the bus server against the contract's form (French messages, phone and e-mail
 * rules): a service never trusts its caller. The site's form arrives as the durable command
 * `crm.contact-query.submitted` instead (site-forms/site-forms-subscription.ts).
 */
export function createContactQueryHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(createContactQuery, async (input, meta) => {
    const created = await db.transaction().execute((trx) => storeContactQuery(trx, input, meta));
    if (!created) throw new Error('contact query without request id not stored');
    return created;
  });
}
