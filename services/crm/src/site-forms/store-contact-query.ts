import { type ContactQueryInput, normalizeContactQuery } from '@courtage/contracts/crm/contact-query';
import { contactQueryReceived } from '@courtage/contracts/crm/contact-query-received.event';
import type { ContactQueryCreated } from '@courtage/contracts/crm/create-contact-query.rpc';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Transaction } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { insertContactQuery } from '../repositories/contact-queries-repository.ts';

/**
 * Stores a visitor's message and, in the same transaction, writes `crm.contact-query.received`
 * to the outbox, so the event exists if and only if the row does. With a `requestId` (the site's
 * idempotency key) a second store of the same submit changes nothing and returns null.
 */
export async function storeContactQuery(
  trx: Transaction<CrmDatabase>,
  input: ContactQueryInput,
  meta: { correlationId: string; requestId?: string },
): Promise<ContactQueryCreated | null> {
  const query = normalizeContactQuery(input);
  const row = await insertContactQuery(trx, {
    name: query.name,
    email: query.email,
    phone: query.phone ?? null,
    postal_code: query.postalCode,
    city: query.city,
    message: query.message,
    request_id: meta.requestId ?? null,
  });
  if (!row) return null;
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
}
