import { describe, expect, it } from 'vitest';
import { CONTACT_FAILURE_MESSAGES, readContactQueryResponse } from './read-contact-query-response.ts';

describe('readContactQueryResponse', () => {
  it('reads 202 (queued for crm) as sent, with the request id', () => {
    expect(readContactQueryResponse(202, { requestId: 'r-1', status: 'accepted' })).toEqual({
      kind: 'sent',
      id: 'r-1',
    });
  });

  it('reads 201 as sent', () => {
    expect(readContactQueryResponse(201, { id: 'abc', status: 'received' })).toEqual({
      kind: 'sent',
      id: 'abc',
    });
  });

  it('reads the field errors of a 400', () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      details: [{ field: 'email', message: 'Adresse e-mail invalide.' }, { bogus: true }],
    };
    expect(readContactQueryResponse(400, body)).toEqual({
      kind: 'invalid',
      fieldErrors: [{ field: 'email', message: 'Adresse e-mail invalide.' }],
    });
  });

  it('turns a 400 without details, 413, 429 and 5xx into one French alert', () => {
    expect(readContactQueryResponse(400, { code: 'VALIDATION_FAILED' })).toEqual({
      kind: 'failed',
      message: CONTACT_FAILURE_MESSAGES.invalid,
    });
    expect(readContactQueryResponse(413, null)).toEqual({
      kind: 'failed',
      message: 'La requête est trop volumineuse.',
    });
    expect(readContactQueryResponse(429, {})).toEqual({
      kind: 'failed',
      message: 'Trop de demandes. Veuillez réessayer dans quelques instants.',
    });
    expect(readContactQueryResponse(503, { message: 'amqp down' })).toEqual({
      kind: 'failed',
      message: CONTACT_FAILURE_MESSAGES.unavailable,
    });
  });
});
