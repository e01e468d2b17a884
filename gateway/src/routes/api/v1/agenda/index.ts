import {
  AgendaFeedToken,
  createAgendaFeedLink,
  getAgendaFeed,
  getAgendaFeedLink,
} from '@courtage/contracts/crm/agenda.rpc';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const tags = ['agenda'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};

/**
 * `/api/v1/agenda`: what is not a plain hop of the broker's calendar (the calendar itself and
 * the link's revocation are endpoints of the contracts, crm/agenda.rpc.ts). The secret
 * iCalendar link's status and its creation are never cached (the token is shown once); the
 * feed that link opens is an iCalendar text, without a session.
 */
const agenda: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.get('/feed', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Mon lien de calendrier (iCalendar) : actif ou non',
      response: { 200: getAgendaFeedLink.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await fastify.bus.call(getAgendaFeedLink, {}, options(request))),
  });

  fastify.post('/feed', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Créer ou remplacer mon lien de calendrier (affiché une seule fois)',
      response: { 201: createAgendaFeedLink.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await fastify.bus.call(createAgendaFeedLink, {}, options(request))),
  });

  // No session: the secret token in the path is the proof (calendar apps cannot sign in).
  fastify.get('/ical/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Flux iCalendar d’un conseiller (lien secret)',
      params: Type.Object({ token: AgendaFeedToken }),
      produces: ['text/calendar'],
      response: { 200: Type.String(), ...errors },
    },
    handler: async (request, reply) => {
      const { calendar } = await fastify.bus.call(
        getAgendaFeed,
        { token: request.params.token },
        options(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .send(calendar);
    },
  });
};

export default agenda;
