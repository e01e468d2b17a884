import { createContactQuery, normalizeContactQuery } from '@courtage/contracts/crm/contact-query';
import { contactQueryReceived } from '@courtage/contracts/crm/contact-query-received.event';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { insertContactQuery } from '../repositories/contact-queries-repository.ts';

/**
 * `crm.create-contact-query`: stores a visitor's message and, in the same transaction,
 * writes `crm.contact-query.received` to the outbox, so the event exists if and only if
 * the row does. The request was checked by the bus server against the contract's form (French
 * messages, phone and e-mail rules): a service never trusts its caller.
 */
export function createContactQueryHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(createContactQuery, async (input, meta) => {
    return db.transaction().execute(async (trx) => {
      const query = normalizeContactQuery(input);
      const row = await insertContactQuery(trx, {
        name: query.name,
        email: query.email,
        phone: query.phone ?? null,
        postal_code: query.postalCode,
        city: query.city,
        message: query.message,
      });
      const createdAt = row.created_at.toISOString();
      await enqueueEvent(
        trx,
        contactQueryReceived,
        {
          id: row.id,
          name: row.name,
          email: row.email,
          ...(row.phone === null ? {} : { phone: row.phone }),
          postalCode: row.postal_code,
          city: row.city,
          message: row.message,
          createdAt,
        },
        { correlationId: meta.correlationId },
      );
      return { id: row.id, status: 'received' as const, createdAt };
    });
  });
}
