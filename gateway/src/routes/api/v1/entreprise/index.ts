import {
  recordEmailForm,
  recordEmailJobId,
  sendRecordEmail,
} from '@courtage/contracts/crm/timeline/record-email.rpc';
import { getRecordTimeline } from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import { TIMELINE_KINDS, type TimelineKind } from '@courtage/contracts/crm/timeline/timeline-labels';
import { getEmailDeliveries } from '@courtage/contracts/notification/email-delivery.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { complianceRoutes } from './compliance-routes.ts';

const tags = ['entreprises'];
const errors = AUTHENTICATED_ROUTE_ERRORS;

/**
 * `/api/v1/entreprise`: what is more than one RPC hop (the companies' other endpoints are defined
 * in the contracts). A record's timeline reads crm then the e-mails' delivery state from
 * notification; sending an e-mail from a record is rate limited; the compliance file's export
 * for an auditor is built here.
 */
const companies: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  fastify.get('/timeline/:entity/:id', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Fil d’activité d’une entreprise ou d’un contact (notes, appels, modifications, devis…)',
      params: Type.Object({ entity: getRecordTimeline.request.properties.entity, id: Uuid }),
      querystring: Type.Object(
        {
          kinds: Type.Optional(
            Type.String({ pattern: `^(${TIMELINE_KINDS.join('|')})(,(${TIMELINE_KINDS.join('|')}))*$` }),
          ),
          cursor: Type.Optional(Type.String({ maxLength: 200 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        },
        { additionalProperties: false },
      ),
      response: { 200: getRecordTimeline.response, ...errors },
    },
    handler: async (request) => {
      const { kinds, cursor, limit } = request.query;
      const page = await fastify.bus.call(
        getRecordTimeline,
        {
          entity: request.params.entity,
          id: request.params.id,
          ...(kinds ? { kinds: [...new Set(kinds.split(','))] as TimelineKind[] } : {}),
          ...(cursor ? { cursor } : {}),
          limit: limit ?? 30,
        },
        options(request),
      );
      // The e-mails' delivery state is notification's (its email log): one call for the page.
      const emails = page.items.filter((item) => item.kind === 'email' && item.refId);
      if (emails.length === 0) return page;
      // Notification unavailable: the e-mails show without their state (null) rather than no timeline.
      const deliveries = await fastify.bus
        .call(
          getEmailDeliveries,
          { jobIds: emails.map((item) => recordEmailJobId(item.refId as string)) },
          options(request),
        )
        .then((reply) => reply.deliveries)
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'email delivery states unavailable');
          return null;
        });
      if (!deliveries)
        return {
          ...page,
          items: page.items.map((item) => (item.kind === 'email' ? { ...item, status: null } : item)),
        };
      const states = new Map(deliveries.map((delivery) => [delivery.jobId, delivery.status]));
      return {
        ...page,
        items: page.items.map((item) =>
          item.kind === 'email' && item.refId
            ? { ...item, status: states.get(recordEmailJobId(item.refId)) ?? 'queued' }
            : item,
        ),
      };
    },
  });

  // 'Envoyer un e-mail' from a contact's record: limited per IP like the other routes that
  // make the platform send e-mails (CONTACT_RATE_LIMIT a minute).
  fastify.post('/timeline/:entity/:id/emails', {
    config: {
      access: 'staff',
      rateLimit: { max: fastify.config.CONTACT_RATE_LIMIT, timeWindow: '1 minute' },
    },
    schema: {
      tags,
      summary: 'Envoyer un e-mail au contact depuis sa fiche (modèle modifiable)',
      params: Type.Object({ entity: sendRecordEmail.request.properties.entity, id: Uuid }),
      body: recordEmailForm.schema,
      response: { 201: sendRecordEmail.response, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            sendRecordEmail,
            { entity: request.params.entity, id: request.params.id, ...request.body },
            options(request),
          ),
        ),
  });

  await fastify.register(complianceRoutes);
};

export default companies;
