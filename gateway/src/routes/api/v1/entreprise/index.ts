import { addCompanyComment } from '@courtage/contracts/crm/companies/add-company-comment.rpc';
import { becomeClient } from '@courtage/contracts/crm/companies/become-client.rpc';
import {
  becomeClientForm,
  COMPANY_KIND_LABELS,
  companyCommentForm,
  companyForm,
} from '@courtage/contracts/crm/companies/company-form';
import { createCompany } from '@courtage/contracts/crm/companies/create-company.rpc';
import { deleteCompany } from '@courtage/contracts/crm/companies/delete-company.rpc';
import { getCompany } from '@courtage/contracts/crm/companies/get-company.rpc';
import { getRecordHistory } from '@courtage/contracts/crm/companies/get-record-history.rpc';
import { companyListFilterForm, listCompanies } from '@courtage/contracts/crm/companies/list-companies.rpc';
import { listCompanyComments } from '@courtage/contracts/crm/companies/list-company-comments.rpc';
import { revealCompanyIban } from '@courtage/contracts/crm/companies/reveal-company-iban.rpc';
import { updateCompany } from '@courtage/contracts/crm/companies/update-company.rpc';
import { CRM_MESSAGES } from '@courtage/contracts/crm/crm-messages';
import {
  recordEmailForm,
  recordEmailJobId,
  sendRecordEmail,
} from '@courtage/contracts/crm/timeline/record-email.rpc';
import {
  addRecordNote,
  getRecordTimeline,
  logCallForm,
  logRecordCall,
  recordNoteForm,
} from '@courtage/contracts/crm/timeline/record-timeline.rpc';
import { TIMELINE_KINDS, type TimelineKind } from '@courtage/contracts/crm/timeline/timeline-labels';
import { defineForm } from '@courtage/contracts/form/define-form';
import { getEmailDeliveries } from '@courtage/contracts/notification/email-delivery.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTHENTICATED_ROUTE_ERRORS } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';
import { complianceRoutes } from './compliance-routes.ts';

const tags = ['entreprises'];
const errors = AUTHENTICATED_ROUTE_ERRORS;
const CompanyId = Type.Object({ companyId: Uuid });
const commentsFilterForm = defineForm({
  schema: listCompanyComments.filter,
  messages: { companyId: CRM_MESSAGES.companyNotFound },
});

/**
 * `/api/v1/entreprise`: companies (list with tabs and search, add, detail, update, delete, become
 * client, IBAN reveal for Admins), their comments, history and compliance file.
 */
const companies: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaff);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  listRoute(fastify, {
    path: '',
    rpc: listCompanies,
    filterForm: companyListFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Entreprises (Tous, Clients, Prospects), recherche par nom ou SIREN',
    tags,
    csv: {
      fileName: 'entreprises',
      columns: [
        { key: 'createdAt', header: 'Ajoutée le', format: (value) => String(value).slice(0, 10) },
        { key: 'companyName', header: 'Raison sociale' },
        { key: 'siren', header: 'SIREN' },
        { key: 'zipCode', header: 'Code postal' },
        { key: 'town', header: 'Ville' },
        { key: 'contactName', header: 'Contact' },
        { key: 'quoteCount', header: 'Devis' },
        { key: 'contractCount', header: 'Contrats' },
        {
          key: 'kind',
          header: 'Statut',
          format: (value) => COMPANY_KIND_LABELS[value as 'prospect' | 'client'],
        },
      ],
    },
  });

  listRoute(fastify, {
    path: '/comments',
    rpc: listCompanyComments,
    filterForm: commentsFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Actualités (commentaires) d’une entreprise',
    tags,
  });

  fastify.post('', {
    schema: {
      tags,
      summary: 'Ajouter une entreprise',
      body: companyForm.schema,
      response: { 201: createCompany.response, ...errors },
    },
    preValidation: checkFormBody(companyForm),
    handler: async (request, reply) =>
      reply.code(201).send(await fastify.bus.call(createCompany, request.body, options(request))),
  });

  fastify.get('/:companyId', {
    schema: {
      tags,
      summary: 'Une entreprise (IBAN masqué)',
      params: CompanyId,
      response: { 200: getCompany.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getCompany, { id: request.params.companyId }, options(request)),
  });

  fastify.put('/:companyId', {
    schema: {
      tags,
      summary: 'Modifier une entreprise (IBAN omis : inchangé)',
      params: CompanyId,
      body: companyForm.schema,
      response: { 200: updateCompany.response, ...errors },
    },
    preValidation: checkFormBody(companyForm),
    handler: async (request) =>
      fastify.bus.call(
        updateCompany,
        { id: request.params.companyId, company: request.body },
        options(request),
      ),
  });

  fastify.delete('/:companyId', {
    schema: {
      tags,
      summary: 'Supprimer une entreprise',
      params: CompanyId,
      response: { 200: deleteCompany.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(deleteCompany, { id: request.params.companyId }, options(request)),
  });

  fastify.post('/:companyId/become-client', {
    schema: {
      tags,
      summary: 'Passer le prospect en client, avec la raison',
      params: CompanyId,
      body: becomeClientForm.schema,
      response: { 200: becomeClient.response, ...errors },
    },
    preValidation: checkFormBody(becomeClientForm),
    handler: async (request) =>
      fastify.bus.call(
        becomeClient,
        { id: request.params.companyId, reason: request.body.reason },
        options(request),
      ),
  });

  fastify.post('/:companyId/reveal-iban', {
    onRequest: fastify.requireAdmin,
    schema: {
      tags,
      summary: 'Afficher l’IBAN en clair (administrateur, journalisé)',
      params: CompanyId,
      response: { 200: revealCompanyIban.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(revealCompanyIban, { id: request.params.companyId }, options(request)),
  });

  fastify.post('/:companyId/comments', {
    schema: {
      tags,
      summary: 'Ajouter un commentaire (Actualités)',
      params: CompanyId,
      body: companyCommentForm.schema,
      response: { 201: addCompanyComment.response, ...errors },
    },
    preValidation: checkFormBody(companyCommentForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            addCompanyComment,
            { companyId: request.params.companyId, text: request.body.text },
            options(request),
          ),
        ),
  });

  fastify.get('/history/:entity/:recordId', {
    schema: {
      tags,
      summary: 'Historique d’un enregistrement (journal d’audit)',
      params: Type.Object({ entity: getRecordHistory.request.properties.entity, recordId: Uuid }),
      response: { 200: getRecordHistory.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(
        getRecordHistory,
        { entity: request.params.entity, id: request.params.recordId },
        options(request),
      ),
  });

  // The activity timeline of a company or a contact: one read merging every source (crm), and
  // the two things a broker adds there, a note and a logged call.
  const TimelineRecord = Type.Object({
    entity: getRecordTimeline.request.properties.entity,
    recordId: Uuid,
  });
  fastify.get('/timeline/:entity/:recordId', {
    schema: {
      tags,
      summary: 'Fil d’activité d’une entreprise ou d’un contact (notes, appels, modifications, devis…)',
      params: TimelineRecord,
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
          id: request.params.recordId,
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

  fastify.post('/timeline/:entity/:recordId/calls', {
    schema: {
      tags,
      summary: 'Journaliser un appel (issue et note)',
      params: TimelineRecord,
      body: logCallForm.schema,
      response: { 201: logRecordCall.response, ...errors },
    },
    preValidation: checkFormBody(logCallForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            logRecordCall,
            { entity: request.params.entity, id: request.params.recordId, ...request.body },
            options(request),
          ),
        ),
  });

  fastify.post('/timeline/:entity/:recordId/notes', {
    schema: {
      tags,
      summary: 'Ajouter une note au fil d’activité',
      params: TimelineRecord,
      body: recordNoteForm.schema,
      response: { 201: addRecordNote.response, ...errors },
    },
    preValidation: checkFormBody(recordNoteForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            addRecordNote,
            { entity: request.params.entity, id: request.params.recordId, text: request.body.text },
            options(request),
          ),
        ),
  });

  // 'Envoyer un e-mail' from a contact's record: limited per IP like the other routes that
  // make the platform send e-mails (CONTACT_RATE_LIMIT a minute).
  fastify.post('/timeline/:entity/:recordId/emails', {
    config: { rateLimit: { max: fastify.config.CONTACT_RATE_LIMIT, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Envoyer un e-mail au contact depuis sa fiche (modèle modifiable)',
      params: Type.Object({ entity: sendRecordEmail.request.properties.entity, recordId: Uuid }),
      body: recordEmailForm.schema,
      response: { 201: sendRecordEmail.response, ...errors },
    },
    preValidation: checkFormBody(recordEmailForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            sendRecordEmail,
            { entity: request.params.entity, id: request.params.recordId, ...request.body },
            options(request),
          ),
        ),
  });

  await fastify.register(complianceRoutes);
};

export default companies;
