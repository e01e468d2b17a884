import { randomUUID } from 'node:crypto';
import { SiteFormAccepted } from '@courtage/contracts/crm/contact-query-submitted.event';
import type { EventDefinition } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import { formOf } from '@courtage/contracts/form/define-form';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TObject, Type } from '@sinclair/typebox';
import { checkPostalCodeAndCity } from '../domain/contact/check-postal-code-and-city.ts';
import { ERROR_MESSAGES } from './error-messages.ts';
import { ErrorResponseSchema } from './error-response.schema.ts';

type SiteFormBody = { postalCode: string; city: string };

/**
 * The official name of the body's city once its form passed; throws one 400 with the French
 * error when the postal code does not exist or the city is not one of its communes.
 */
export function officialCity(index: PostalCodeIndex, body: SiteFormBody): string {
  const place = checkPostalCodeAndCity(index, body.postalCode.trim(), body.city.trim());
  if (place.errors.length > 0)
    throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, place.errors);
  return place.officialCity ?? body.city.trim();
}

const IDEMPOTENCY_KEY = 'idempotency-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IDEMPOTENCY_KEY_MESSAGE = 'Identifiant de demande invalide : un UUID est attendu.';

/** The submit's idempotency key: the client's `Idempotency-Key` (a UUID), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  if (header === undefined) return randomUUID();
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !UUID.test(value.trim())) {
    throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, [
      { field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_MESSAGE },
    ]);
  }
  return value.trim().toLowerCase();
}

/**
 * A public site form stored by crm (contact form, quote request): rate limited per IP
 * (CONTACT_RATE_LIMIT a minute), the body checked by its contract's form (every bad field
 * with its French message in one 400, see validator-compiler.ts), postal code and city
 * checked against the official data (the official city name is sent on), then published as
 * a durable command (persistent, publisher confirms, on a queue declared at start) and
 * answered 202 `{ requestId, status: 'accepted' }`: crm stores it when it runs, once per
 * request id (the `Idempotency-Key` header the site keeps across retries of one submit).
 * The broker unreachable: 503 in French, nothing accepted.
 */
export function siteFormRoute<Req extends TObject, Data extends TObject>(form: {
  /** A form's schema (`defineForm`). */
  body: Req;
  /** The command crm consumes: the normalized body plus `requestId` and `submittedAt`. */
  command: EventDefinition<Data>;
  summary: string;
  description: string;
  normalize: (body: Static<Req>) => Static<Req> & SiteFormBody;
}): FastifyPluginAsyncTypebox {
  if (!formOf(form.body)) throw new Error(`${form.command.type}: its body is not a form`);
  return async (fastify) => {
    fastify.post('', {
      schema: {
        tags: ['contact'],
        summary: form.summary,
        description: form.description,
        headers: Type.Object({
          [IDEMPOTENCY_KEY]: Type.Optional(
            Type.String({ description: 'UUID du formulaire envoyé, le même pour chaque nouvel essai' }),
          ),
        }),
        body: form.body,
        response: {
          202: SiteFormAccepted,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
      config: {
        access: 'public',
        rateLimit: { max: fastify.config.CONTACT_RATE_LIMIT, timeWindow: '1 minute' },
      },
      handler: async (request, reply) => {
        const requestId = requestIdOf(request.headers[IDEMPOTENCY_KEY]);
        const body = form.normalize(request.body as Static<Req>);
        const city = officialCity(fastify.postalCodes, body);
        if (!fastify.serviceWatch.isTopologyReady())
          throw new AppError('UNAVAILABLE', 'The queue of site forms is not declared yet');
        const submittedAt = new Date().toISOString();
        await fastify.bus.publish({
          messageId: randomUUID(),
          type: form.command.type,
          version: form.command.version,
          occurredAt: submittedAt,
          correlationId: request.id,
          data: { ...body, city, requestId, submittedAt },
        });
        return reply.code(202).send({ requestId, status: 'accepted' as const });
      },
    });
  };
}
