import { createQuoteRequest, normalizeQuoteRequest } from '@courtage/contracts/crm/quote-request';
import { quoteRequestReceived } from '@courtage/contracts/crm/quote-request-received.event';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Kysely } from 'kysely';
import type { CrmDatabase } from '../database-schema.ts';
import { insertQuoteRequest, upsertProspect } from '../repositories/quote-requests-repository.ts';

/**
 * `crm.create-quote-request`: in one transaction, creates the prospect (or refreshes the one
 * with this e-mail) and stores the quote request for the insurance line. The bus server checked
 * the request against the contract's form: a service never trusts its caller.
 */
export function createQuoteRequestHandler(db: Kysely<CrmDatabase>): RpcHandler {
  return rpcHandler(createQuoteRequest, async (input, meta) => {
    const request = normalizeQuoteRequest(input);
    return db.transaction().execute(async (trx) => {
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
          createdAt,
        },
        { correlationId: meta.correlationId },
      );
      return { id: row.id, prospectId, status: 'received' as const, createdAt };
    });
  });
}
