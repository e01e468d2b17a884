import { createQuote } from '@courtage/contracts/crm/quotes/create-quote.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import { resolveQuoteInput } from '../quotes/resolve-quote-input.ts';
import type { RecordsContext } from '../records-context.ts';
import { findQuote, insertQuote, toQuote } from '../repositories/quotes-repository.ts';

/** `crm.create-quote`: a draft (brouillon) for a company or a contact. */
export function createQuoteHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(createQuote, async (input, meta) => {
    const staff = requireStaffActor(meta);
    return ctx.db.transaction().execute(async (trx) => {
      const values = await resolveQuoteInput(trx, input);
      const id = await insertQuote(trx, {
        ...values,
        created_by: staff.id,
        quote_request_id: null,
        pdf_key: null,
        sent_at: null,
      });
      const quote = toQuote((await findQuote(trx, id)) as NonNullable<Awaited<ReturnType<typeof findQuote>>>);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'create',
        entity: 'quote',
        entityId: id,
        after: quote,
      });
      return quote;
    });
  });
}
