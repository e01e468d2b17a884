import { getQuotePdf } from '@courtage/contracts/crm/quotes/get-quote-pdf.rpc';
import { QUOTE_MESSAGES } from '@courtage/contracts/crm/quotes/quote-form';
import { AppError } from '@courtage/contracts/errors';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { RecordsContext } from '../records-context.ts';
import { findQuotePdf } from '../repositories/quotes-repository.ts';

/** `crm.get-quote-pdf`: the S3 key the gateway streams the PDF from (staff only). */
export function getQuotePdfHandler(ctx: RecordsContext): RpcHandler {
  return rpcHandler(getQuotePdf, async ({ id }, meta) => {
    requireStaffActor(meta);
    const row = await findQuotePdf(ctx.db, id);
    if (!row?.pdf_key) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
    return { key: row.pdf_key, fileName: `devis-${row.reference}.pdf` };
  });
}
