import type { RpcDefinition } from '@courtage/contracts/define';
import { AppError, type FieldError } from '@courtage/contracts/errors';
import { Uuid } from '@courtage/contracts/schemas';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { checkPostalCodeAndCity } from '../domain/contact/check-postal-code-and-city.ts';
import { ERROR_MESSAGES } from './error-messages.ts';
import { ErrorResponseSchema } from './error-response.schema.ts';

function inFormOrder(errors: FieldError[], fieldOrder: readonly string[]): FieldError[] {
  const rank = (field: string) => {
    const position = fieldOrder.indexOf(field);
    return position === -1 ? fieldOrder.length : position;
  };
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * The end of a site form's check (contact form, quote request): adds the postal code / city
 * check to the contract's `errors` (unless those fields already failed), throws one 400 with
 * every French field error in the form's order, else gives back the official city name.
 */
export function checkContactForm(
  index: PostalCodeIndex,
  errors: FieldError[],
  body: { postalCode: string; city: string },
  fieldOrder: readonly string[],
): string {
  const hasPlaceErrors = errors.some((e) => e.field === 'postalCode' || e.field === 'city');
  const place = hasPlaceErrors
    ? null
    : checkPostalCodeAndCity(index, body.postalCode.trim(), body.city.trim());
  errors.push(...(place?.errors ?? []));
  if (errors.length > 0)
    throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, inFormOrder(errors, fieldOrder));
  return place?.officialCity ?? body.city.trim();
}

type SiteFormBody = { postalCode: string; city: string };
const Accepted = Type.Object({ id: Uuid, status: Type.Literal('received') });

/**
 * A public site form stored by crm (contact form, quote request): rate limited per IP
 * (CONTACT_RATE_LIMIT a minute), every field checked before Ajv so that each bad one gets its
 * French message in one answer, postal code and city checked against the official data (the
 * official city name is sent on), then the crm RPC; 201 `{ id, status: 'received' }`.
 */
export function siteFormRoute<Req extends TSchema>(form: {
  rpc: RpcDefinition<Req>;
  summary: string;
  description: string;
  fieldOrder: readonly string[];
  validate: (body: unknown) => FieldError[];
  normalize: (body: Static<Req>) => Static<Req> & SiteFormBody;
}): FastifyPluginAsyncTypebox {
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
      preValidation: async (request) => {
        const errors = form.validate(request.body);
        const body = request.body as Static<Req> & SiteFormBody;
        const city = checkContactForm(fastify.postalCodes, errors, body, form.fieldOrder);
        request.body = { ...form.normalize(body), city };
      },
      handler: async (request, reply) => {
        const created = (await fastify.bus.call(form.rpc, request.body as Static<Req>, {
          actor: { kind: 'visitor' },
          correlationId: request.id,
          timeoutMs: fastify.config.RPC_TIMEOUT_MS,
        })) as Static<typeof Accepted>;
        return reply.code(201).send({ id: created.id, status: created.status });
      },
    });
  };
}
