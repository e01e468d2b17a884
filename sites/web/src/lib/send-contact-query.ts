import type { ContactQueryInput } from '@courtage/contracts/crm/contact-query';
import {
  CONTACT_FAILURE_MESSAGES,
  type ContactQueryOutcome,
  readContactQueryResponse,
} from './read-contact-query-response.ts';

/** Browser-safe: `POST {apiUrl}/api/v1/contactus`. Never throws; every failure is an outcome. */
export async function sendContactQuery(
  apiUrl: string,
  query: ContactQueryInput,
): Promise<ContactQueryOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/v1/contactus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(query),
    });
  } catch {
    return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.network };
  }
  const body: unknown = await response.json().catch(() => null);
  return readContactQueryResponse(response.status, body);
}
