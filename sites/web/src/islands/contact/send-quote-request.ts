import type { QuoteRequestInput } from '@courtage/contracts/crm/quote-request';
import {
  CONTACT_FAILURE_MESSAGES,
  type ContactQueryOutcome,
  readContactQueryResponse,
} from '../../lib/read-contact-query-response.ts';

/** Browser-safe: `POST {apiUrl}/api/v1/quote-requests`. Never throws; every failure is an outcome
 * (same answers as the contact form's route). */
export async function sendQuoteRequest(
  apiUrl: string,
  request: QuoteRequestInput,
): Promise<ContactQueryOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/v1/quote-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.network };
  }
  const body: unknown = await response.json().catch(() => null);
  return readContactQueryResponse(response.status, body);
}
