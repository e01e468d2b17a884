import { AppError } from '@courtage/contracts/errors';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './to-error-response.ts';

describe('toErrorResponse', () => {
  it('shows a 4xx AppError with its message and details', () => {
    const details = [{ field: 'email', message: 'Adresse e-mail invalide.' }];
    expect(
      toErrorResponse(new AppError('VALIDATION_FAILED', 'Certains champs sont invalides.', details)),
    ).toEqual({
      statusCode: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Certains champs sont invalides.', details },
    });
    expect(toErrorResponse(new AppError('CONFLICT', 'Ce créneau est déjà pris.'))).toEqual({
      statusCode: 409,
      body: { code: 'CONFLICT', message: 'Ce créneau est déjà pris.' },
    });
  });

  it('hides the message and details of a 5xx AppError', () => {
    expect(toErrorResponse(new AppError('INTERNAL', 'relation "x" does not exist', { sql: 'x' }))).toEqual({
      statusCode: 500,
      body: { code: 'INTERNAL', message: 'Erreur interne du serveur' },
    });
  });

  it('answers a service that does not answer (in time) with the French 503, never a 504', () => {
    const unavailable = {
      statusCode: 503,
      body: {
        code: 'UNAVAILABLE',
        message: 'Service momentanément indisponible, réessayez dans quelques instants.',
      },
    };
    expect(
      toErrorResponse(new AppError('TIMEOUT', 'crm.rpc did not answer in 5000 ms', { queue: 'crm.rpc' })),
    ).toEqual(unavailable);
    expect(toErrorResponse(new AppError('UNAVAILABLE', 'ECONNREFUSED'))).toEqual(unavailable);
    expect(toErrorResponse(Object.assign(new Error('Service Unavailable'), { statusCode: 503 }))).toEqual(
      unavailable,
    );
  });

  it('turns Ajv errors into French field errors, one per field', () => {
    const error = Object.assign(new Error('body/email must match pattern'), {
      statusCode: 400,
      validation: [
        { instancePath: '/email', keyword: 'pattern', params: {} },
        { instancePath: '/email', keyword: 'maxLength', params: {} },
        { instancePath: '', keyword: 'required', params: { missingProperty: 'name' } },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'role' } },
      ],
    });
    expect(toErrorResponse(error)).toEqual({
      statusCode: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Certains champs sont invalides.',
        details: [
          { field: 'email', message: 'Valeur invalide.' },
          { field: 'name', message: 'Ce champ est obligatoire.' },
          { field: 'role', message: 'Ce champ n’est pas attendu.' },
        ],
      },
    });
  });

  it('maps Fastify client errors to French messages, never their English text', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toErrorResponse(tooLarge)).toEqual({
      statusCode: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' },
    });
    const badJson = Object.assign(new Error('Unexpected end of JSON input'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toErrorResponse(badJson).body.message).toBe('Le corps de la requête n’est pas un JSON valide.');
    const other = Object.assign(new Error('Some header is wrong'), { statusCode: 400 });
    expect(toErrorResponse(other).body).toEqual({ code: 'VALIDATION_FAILED', message: 'Requête invalide.' });
  });

  it('answers 500 INTERNAL for anything else, without its message', () => {
    expect(toErrorResponse(new TypeError('cannot read x of undefined'))).toEqual({
      statusCode: 500,
      body: { code: 'INTERNAL', message: 'Erreur interne du serveur' },
    });
    expect(toErrorResponse('a thrown string').statusCode).toBe(500);
    expect(toErrorResponse(null).statusCode).toBe(500);
  });
});
