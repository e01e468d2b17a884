import {
  DocumentKindSchema,
  getSignatureDocument,
  resendSignatureCode,
  SignatureViewSchema,
  signSubscription,
} from '@courtage/contracts/offer/subscription-signature.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const tags = ['offres'];
const Capability = Type.String({ maxLength: 200 });

/** Who signs from where, for the evidence file: the gateway's view of the request, never the body's. */
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip.slice(0, 100),
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 1000),
});

/**
 * The signing step of /subscribe (public, with the subscription capability in the body, never in
 * a URL): a new code and the code (with the gateway's view of the signer), each document as a PDF.
 * The file's state for a reload is an endpoint of the contracts (getSignatureEndpoint).
 */
const signatureRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: FastifyRequest) => callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.post('/code', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Envoyer un nouveau code de signature par e-mail',
      body: Type.Object(
        { offerId: Uuid, capability: Type.Optional(Capability) },
        { additionalProperties: false },
      ),
      response: { 200: SignatureViewSchema, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(resendSignatureCode, { ...request.body, client: clientOf(request) }, options(request)),
  });

  fastify.post('/sign', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Signer le dossier avec le code reçu par e-mail',
      description:
        'Code faux ou expiré : 400 et rien n’est signé ; cinq codes faux bloquent le dossier (409). ' +
        'Code bon : documents scellés (PAdES), fichier de preuve écrit, offre souscrite.',
      body: Type.Object(
        {
          offerId: Uuid,
          capability: Type.Optional(Capability),
          code: Type.String({ maxLength: 20 }),
          consent: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      response: { 200: SignatureViewSchema, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(signSubscription, { ...request.body, client: clientOf(request) }, options(request)),
  });

  fastify.post('/document', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Un document du dossier en PDF (à relire avant signature, scellé après)',
      body: Type.Object(
        { offerId: Uuid, capability: Type.Optional(Capability), kind: DocumentKindSchema },
        { additionalProperties: false },
      ),
      response: errors,
    },
    handler: async (request, reply) => {
      const document = await fastify.bus.call(getSignatureDocument, request.body, options(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(document.pdfBase64, 'base64') as never);
    },
  });
};

export default signatureRoutes;
