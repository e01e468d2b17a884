import type { ContactQueryInput } from '@courtage/contracts/crm/contact-query';
import type { QuoteRequestInput } from '@courtage/contracts/crm/quote-request';
import { type ContactQueryOutcome, readContactQueryResponse } from '../read-contact-query-response.ts';
import { type ApiResult, apiResult } from './api-result.ts';

// The public site's forms: contact form, quote requests, and the communes of a postal code.

export type Commune = { code: string; nom: string };
export type PostalCodeLookup =
  | { kind: 'found'; communes: Commune[] }
  | { kind: 'unknown' }
  | { kind: 'failed' };

function toOutcome(result: ApiResult<{ id?: string }>): ContactQueryOutcome {
  if (result.ok) return readContactQueryResponse(201, result.body);
  return readContactQueryResponse(result.status, { details: result.details });
}

/** `POST /api/v1/contactus`. Never throws; every failure is an outcome. */
export async function sendContactQuery(query: ContactQueryInput): Promise<ContactQueryOutcome> {
  return toOutcome(await apiResult('/api/v1/contactus', { method: 'POST', json: query }));
}

/** `POST /api/v1/quote-requests` (same answers as the contact form's route). */
export async function sendQuoteRequest(request: QuoteRequestInput): Promise<ContactQueryOutcome> {
  return toOutcome(await apiResult('/api/v1/quote-requests', { method: 'POST', json: request }));
}

function isCommune(value: unknown): value is Commune {
  const candidate = value as Partial<Commune> | null;
  return typeof candidate?.code === 'string' && typeof candidate.nom === 'string';
}

/**
 * `GET /api/v1/postal-codes/:code`. 404 means the code does not exist; any other failure
 * (network, 5xx, unexpected body) is `failed`. An abort through `signal` rejects.
 */
export async function lookupPostalCode(postalCode: string, signal?: AbortSignal): Promise<PostalCodeLookup> {
  const result = await apiResult<{ communes?: unknown }>(
    `/api/v1/postal-codes/${encodeURIComponent(postalCode)}`,
    signal ? { signal } : {},
  );
  if (!result.ok) return result.status === 404 ? { kind: 'unknown' } : { kind: 'failed' };
  const communes = Array.isArray(result.body?.communes) ? result.body.communes.filter(isCommune) : [];
  return communes.length > 0 ? { kind: 'found', communes } : { kind: 'unknown' };
}
