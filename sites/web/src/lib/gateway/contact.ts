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

function toOutcome(result: ApiResult<{ requestId?: string }>): ContactQueryOutcome {
  if (result.ok) return readContactQueryResponse(202, result.body);
  return readContactQueryResponse(result.status, { details: result.details });
}

/** Tries of one submit: the network failed or the gateway answered 503 (a service restarting). */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 1_000;

/**
 * Posts a site form with its `Idempotency-Key` (`requestId`, the same for every try of one submit:
 * the gateway queues it durably and crm stores it once, even when an answer was lost and the
 * form is sent again). Retries a network failure or a 503 twice (1 s, then 2 s later).
 */
async function submitSiteForm(path: string, json: unknown, requestId: string): Promise<ContactQueryOutcome> {
  let result: ApiResult<{ requestId?: string }> | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt - 1)));
    result = await apiResult(path, { method: 'POST', json, headers: { 'Idempotency-Key': requestId } });
    if (result.ok || (result.status !== 0 && result.status !== 503)) break;
  }
  return toOutcome(result!);
}

/** `POST /api/v1/contactus`. Never throws; every failure is an outcome. */
export function sendContactQuery(query: ContactQueryInput, requestId: string): Promise<ContactQueryOutcome> {
  return submitSiteForm('/api/v1/contactus', query, requestId);
}

/** `POST /api/v1/quote-requests` (same answers as the contact form's route). */
export function sendQuoteRequest(
  request: QuoteRequestInput,
  requestId: string,
): Promise<ContactQueryOutcome> {
  return submitSiteForm('/api/v1/quote-requests', request, requestId);
}

/**
 * A new request id (UUID v4) for one submit. From `getRandomValues`, which browsers offer on any
 * page (`crypto.randomUUID` only in secure contexts).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
