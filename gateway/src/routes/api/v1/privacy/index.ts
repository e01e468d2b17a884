import { AppError } from '@courtage/contracts/errors';
import {
  CONSENT_LINK_MESSAGES,
  ConsentLinkWithdrawal,
  ConsentLinkWithdrawn,
} from '@courtage/contracts/privacy/consent-link';
import { withdrawConsent } from '@courtage/contracts/privacy/consents.rpc';
import { ErasureRequestSchema } from '@courtage/contracts/privacy/erasure.rpc';
import { exportSubjectData } from '@courtage/contracts/privacy/export-subject-data.rpc';
import {
  confirmPrivacyProof,
  ExportedContactMessageSchema,
  exportContactMessages,
  PROSPECT_REQUEST_MESSAGES,
  PrivacyProofToken,
  ProspectRequestForm,
  requestPrivacyProof,
} from '@courtage/contracts/privacy/prospect-requests.rpc';
import { resolvePrivacyLinkSecret, verifyPrivacyToken } from '@courtage/runtime/privacy-link';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

/** Per IP and minute: a person clicks once; a guesser of tokens is slowed down (they are signed anyway). */
const WITHDRAW_RATE_LIMIT = 20;
/** The prospects' form, per IP and minute (auth also caps the links sent to one address per hour). */
const PROSPECT_REQUEST_RATE_LIMIT = 5;

const ProspectData = Type.Object(
  {
    generatedAt: Type.String(),
    email: Type.String(),
    offers: exportSubjectData.response.properties.offers,
    subscriptions: exportSubjectData.response.properties.subscriptions,
    consents: exportSubjectData.response.properties.consents,
    documents: exportSubjectData.response.properties.documents,
    contactMessages: Type.Array(ExportedContactMessageSchema),
  },
  { additionalProperties: false },
);

/**
 * /api/v1/privacy (public): what a person does without signing in. The prospects' form asks
 * for a copy or the erasure of their data; auth emails a single-use link proving the address,
 * and its confirmation gives the data (offer, crm) or records the erasure request for an Admin.
 * The link of an email's footer withdraws consents. The token is signed by the notification service for the recipient's address
 * (PRIVACY_LINK_SECRET); a valid one withdraws that address's recall and marketing consents
 * (offer records `lien_email` as the way).
 */
const privacy: FastifyPluginAsyncTypebox = async (fastify) => {
  const timeout = fastify.config.RPC_TIMEOUT_MS;
  const secret = resolvePrivacyLinkSecret({
    NODE_ENV: fastify.config.NODE_ENV,
    PRIVACY_LINK_SECRET: fastify.config.PRIVACY_LINK_SECRET,
  });

  fastify.post('/consents/withdraw', {
    config: { access: 'public', rateLimit: { max: WITHDRAW_RATE_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags: ['données personnelles'],
      summary:
        'Retirer ses consentements depuis le lien d’un e-mail (être recontacté, informations commerciales)',
      body: ConsentLinkWithdrawal,
      response: {
        200: ConsentLinkWithdrawn,
        400: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) => {
      const email = verifyPrivacyToken(secret, request.body.token);
      if (!email) throw new AppError('VALIDATION_FAILED', CONSENT_LINK_MESSAGES.invalid);
      let withdrawn = 0;
      for (const kind of ['contact_recall', 'marketing'] as const) {
        const result = await fastify.bus.call(
          withdrawConsent,
          { subject: { email }, kind, via: 'lien_email' },
          callOptions(request, timeout),
        );
        withdrawn += result.withdrawn;
      }
      return { withdrawn };
    },
  });

  fastify.post('/requests', {
    config: { access: 'public', rateLimit: { max: PROSPECT_REQUEST_RATE_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags: ['données personnelles'],
      summary:
        'Demande d’un prospect (sans compte) : copie ou effacement de ses données, avec preuve de l’adresse',
      description:
        'Envoie à l’adresse un lien de confirmation à usage unique, valable 1 heure. La réponse est la même que des données existent ou non.',
      body: ProspectRequestForm,
      response: {
        202: Type.Object({ message: Type.String() }, { additionalProperties: false }),
        400: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      await fastify.bus.call(requestPrivacyProof, request.body, callOptions(request, timeout));
      return reply.code(202).send({ message: PROSPECT_REQUEST_MESSAGES.sent });
    },
  });

  fastify.post('/requests/confirm', {
    config: { access: 'public', rateLimit: { max: WITHDRAW_RATE_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags: ['données personnelles'],
      summary: 'Confirmer une demande de prospect avec le lien reçu par e-mail (usage unique)',
      description:
        'Effacement : la demande est enregistrée pour un administrateur. Copie : les données associées à l’adresse sont renvoyées.',
      body: PrivacyProofToken,
      response: {
        200: Type.Union([
          Type.Object(
            { kind: Type.Literal('erasure'), request: ErasureRequestSchema },
            { additionalProperties: false },
          ),
          Type.Object({ kind: Type.Literal('access'), data: ProspectData }, { additionalProperties: false }),
        ]),
        400: ErrorResponseSchema,
        429: ErrorResponseSchema,
        503: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    handler: async (request) => {
      const options = callOptions(request, timeout);
      const proven = await fastify.bus.call(confirmPrivacyProof, request.body, options);
      if (proven.kind === 'erasure' && proven.request)
        return { kind: 'erasure' as const, request: proven.request };
      const [offerData, crmData] = await Promise.all([
        fastify.bus.call(exportSubjectData, { email: proven.email }, options),
        fastify.bus.call(exportContactMessages, { email: proven.email }, options),
      ]);
      return {
        kind: 'access' as const,
        data: {
          generatedAt: new Date().toISOString(),
          email: proven.email,
          ...offerData,
          contactMessages: crmData.messages,
        },
      };
    },
  });
};

export default privacy;
