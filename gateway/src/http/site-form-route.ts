import type { RpcDefinition } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import { formOf } from '@courtage/contracts/form/define-form';
import { Uuid } from '@courtage/contracts/schemas';
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

const Accepted = Type.Object({ id: Uuid, status: Type.Literal('received') });

/**
 * A public site form stored by crm (contact form, quote request): rate limited per IP
 * (CONTACT_RATE_LIMIT a minute), the body checked by its contract's form (every bad field
 * with its French message in one 400, see validator-compiler.ts), postal code and city
 * checked against the official data (the official city name is sent on), then the crm RPC;
 * 201 `{ id, status: 'received' }`.
 */
export function siteFormRoute<Req extends TObject>(form: {
  /** Its request must be a form's schema (`defineForm`). */
  rpc: RpcDefinition<Req>;
  summary: string;
  description: string;
  normalize: (body: Static<Req>) => Static<Req> & SiteFormBody;
}): FastifyPluginAsyncTypebox {
  if (!formOf(form.rpc.request)) throw new Error(`${form.rpc.type}: its request is not a form`);
  return async (fastify) => {
    fastify.post('', {
      schema: {
        tags: ['contact'],
        summary: form.summary,
        description: form.description,
        body: form.rpc.request,
        response: {
          201: Accepted,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
          504: ErrorResponseSchema,
        },
      },
      config: { rateLimit: { max: fastify.config.CONTACT_RATE_LIMIT, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const body = form.normalize(request.body as Static<Req>);
        const city = officialCity(fastify.postalCodes, body);
        const created = (await fastify.bus.call(
          form.rpc,
          { ...body, city },
          {
            actor: { kind: 'visitor' },
            correlationId: request.id,
            timeoutMs: fastify.config.RPC_TIMEOUT_MS,
          },
        )) as Static<typeof Accepted>;
        return reply.code(201).send({ id: created.id, status: created.status });
      },
    });
  };
}
