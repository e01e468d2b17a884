import { revealSubscriptionField } from '@courtage/contracts/offer/reveal-subscription-field.rpc';
import { revealSubscriptionFieldForm } from '@courtage/contracts/offer/staff-offer-forms';
import { getSubscriptionFileZip } from '@courtage/contracts/offer/subscription-signature.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const errors = AUTHENTICATED_ROUTE_ERRORS;
const OfferId = Type.Object({ offerId: Uuid });
const tags = ['offres (back-office)'];

/**
 * What is not a plain hop of one offer in the back-office (its page, assignment, state,
 * call-back, slot and notes are endpoints of the contracts, offer/staff-endpoints.ts): the
 * signed subscription file as a ZIP download, and the Admin-only reveal of the NIR or IBAN
 * (written to offer's audit log), never cached.
 */
export const offerActionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.get('/:offerId/subscription-file.zip', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        'Le dossier de souscription signé en un ZIP (documents scellés, preuve), à envoyer à l’assureur',
      params: OfferId,
      response: errors,
    },
    handler: async (request, reply) => {
      const zip = await fastify.bus.call(
        getSubscriptionFileZip,
        { offerId: request.params.offerId },
        options(request),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.zipBase64, 'base64') as never);
    },
  });

  fastify.post('/:offerId/reveal', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Afficher le NIR ou l’IBAN en clair (administrateurs, consigné au journal)',
      params: OfferId,
      body: revealSubscriptionFieldForm.schema,
      response: { 200: revealSubscriptionField.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await fastify.bus.call(
            revealSubscriptionField,
            { offerId: request.params.offerId, field: request.body.field },
            options(request),
          ),
        ),
  });
};
