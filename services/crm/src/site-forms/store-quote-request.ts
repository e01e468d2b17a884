import { normalizeQuoteRequest, type QuoteRequestInput } from '@courtage/contracts/crm/quote-request';
import { quoteRequestReceived } from '@courtage/contracts/crm/quote-request-received.event';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Transaction } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import {
  hasQuoteRequest,
  insertQuoteRequest,
  lockQuoteRequestKey,
  upsertProspect,
} from '../repositories/quote-requests-repository.ts';

/** The stored request, as the site-forms subscription logs it. */
export type StoredQuoteRequest = { id: string; prospectId: string; status: 'received'; createdAt: string };

/**
 * In the caller's transaction: creates the prospect (or refreshes the one with this e-mail),
 * stores the quote request for the insurance line and its `crm.quote-request.received` event.
 * With a `requestId` (the site's idempotency key) a second store of the same submit changes
 * nothing and returns null (a transaction-scoped advisory lock on the key serializes two
 * deliveries of it, so the prospect is not refreshed by the duplicate either).
 */
export async function storeQuoteRequest(
  trx: Transaction<CrmDatabase>,
  input: QuoteRequestInput,
  meta: { correlationId: string; requestId?: string },
): Promise<StoredQuoteRequest | null> {
  const request = normalizeQuoteRequest(input);
  if (meta.requestId) {
    await lockQuoteRequestKey(trx, meta.requestId);
    if (await hasQuoteRequest(trx, meta.requestId)) return null;
  }
  const prospectId = await upsertProspect(trx, {
    name: request.name,
    email: request.email,
    phone: request.phone ?? null,
    postal_code: request.postalCode,
    city: request.city,
  });
  const row = await insertQuoteRequest(trx, {
    prospect_id: prospectId,
    insurance_line: request.insuranceLine,
    message: request.message,
    request_id: meta.requestId ?? null,
    answers: request.answers ?? null,
  });
  const createdAt = row.created_at.toISOString();
  // In the same transaction: the staff's live notification exists iff the request does.
  await enqueueEvent(
    trx,
    quoteRequestReceived,
    {
      id: row.id,
      prospectId,
      name: request.name,
      email: request.email,
      ...(request.phone ? { phone: request.phone } : {}),
      postalCode: request.postalCode,
      city: request.city,
      insuranceLine: request.insuranceLine,
      message: request.message,
      ...(request.answers ? { answers: request.answers } : {}),
      createdAt,
    },
    { correlationId: meta.correlationId },
  );
  return { id: row.id, prospectId, status: 'received' as const, createdAt };
}
