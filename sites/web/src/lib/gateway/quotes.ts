import type { Quote } from '@courtage/contracts/crm/quotes/quote';
import type { QuoteInput, QuoteStatus } from '@courtage/contracts/crm/quotes/quote-form';
import { apiRequest } from '../auth/api-client.ts';
import { fetchListPage, type ListPage } from './list-request.ts';

// Quotes (/admin/devis and the company's Devis tab) and the public site's quote requests.
const BASE = '/api/v1/devis';
const one = (quoteId: string) => `${BASE}/${encodeURIComponent(quoteId)}`;

export type QuoteRequestRow = {
  id: string;
  insuranceLine: string;
  name: string;
  email: string;
  phone: string | null;
  postalCode: string;
  city: string;
  message: string;
  /** The answers to the line's questionnaire, labelled, in questionnaire order. */
  answers: { label: string; value: string }[];
  status: 'received' | 'quoted' | 'closed';
  createdAt: string;
};

export const listQuotes = (query: URLSearchParams): Promise<ListPage<Quote>> =>
  fetchListPage<Quote>(BASE, query);
export const getQuote = (quoteId: string) => apiRequest<Quote>(one(quoteId), { auth: true });
export const createQuote = (json: QuoteInput) =>
  apiRequest<Quote>(BASE, { method: 'POST', auth: true, json });
export const updateQuote = (quoteId: string, json: QuoteInput) =>
  apiRequest<Quote>(one(quoteId), { method: 'PUT', auth: true, json });
/** Builds the PDF (ORIAS number, DER mention) and emails it to the quote's contact. */
export const sendQuote = (quoteId: string) =>
  apiRequest<Quote>(`${one(quoteId)}/send`, { method: 'POST', auth: true });
export const setQuoteStatus = (quoteId: string, status: QuoteStatus) =>
  apiRequest<Quote>(`${one(quoteId)}/status`, { method: 'PUT', auth: true, json: { status } });
/** The path of a quote's PDF, for `downloadDocumentFile`. */
export const quotePdfPath = (quoteId: string) => `${one(quoteId)}/pdf`;

export const listQuoteRequests = (query: URLSearchParams): Promise<ListPage<QuoteRequestRow>> =>
  fetchListPage<QuoteRequestRow>(`${BASE}/requests`, query);
/** A site's quote request becomes a draft quote on a prospect company. */
export const handleQuoteRequest = (requestId: string, companyId: string) =>
  apiRequest<Quote>(`${BASE}/requests/${encodeURIComponent(requestId)}/handle`, {
    method: 'POST',
    auth: true,
    json: { companyId },
  });
