import { type FieldError, INVALID_FIELDS_MESSAGE, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { NETWORK_ERROR_MESSAGE } from './auth/api-error.ts';

export type ContactQueryOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'invalid'; fieldErrors: FieldError[] }
  | { kind: 'failed'; message: string };

export const CONTACT_FAILURE_MESSAGES = {
  network: NETWORK_ERROR_MESSAGE,
  tooLarge: REQUEST_MESSAGES.payloadTooLarge,
  rateLimited: REQUEST_MESSAGES.rateLimited,
  invalid: INVALID_FIELDS_MESSAGE,
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const;

function toFieldErrors(details: unknown): FieldError[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/**
 * Turns the gateway's answer to `POST /api/v1/contactus` into what the form shows. Server
 * messages are used for 4xx answers only; a 5xx message is never shown to the visitor.
 */
export function readContactQueryResponse(status: number, body: unknown): ContactQueryOutcome {
  if (status === 0) return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.network };
  const payload = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // 202: queued durably for crm; the id is the submit's request id.
  if (status === 202 || status === 201 || status === 200)
    return { kind: 'sent', id: String(payload.requestId ?? payload.id ?? '') };
  if (status === 400) {
    const fieldErrors = toFieldErrors(payload.details);
    if (fieldErrors.length > 0) return { kind: 'invalid', fieldErrors };
    return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.invalid };
  }
  if (status === 413) return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.tooLarge };
  if (status === 429) return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.rateLimited };
  return { kind: 'failed', message: CONTACT_FAILURE_MESSAGES.unavailable };
}
