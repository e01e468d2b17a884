import type { sendQuote as sendQuoteRpc } from '@courtage/contracts/crm/quotes/send-quote.rpc';
import type { RpcResponse } from '@courtage/contracts/define';
import { apiRequest } from '../auth/api-client.ts';

// Quotes (/admin/devis): sending one (a route of its own: the PDF is made within the call) and
// its PDF; the other calls are the endpoints of the contracts (`call`).
const one = (quoteId: string) => `/api/v1/devis/${encodeURIComponent(quoteId)}`;

/** Builds the PDF (ORIAS number, DER mention) and emails it to the quote's contact. */
export const sendQuote = (quoteId: string) =>
  apiRequest<RpcResponse<typeof sendQuoteRpc>>(`${one(quoteId)}/send`, { method: 'POST', auth: true });
/** The path of a quote's PDF, for `downloadFile`. */
export const quotePdfPath = (quoteId: string) => `${one(quoteId)}/pdf`;
