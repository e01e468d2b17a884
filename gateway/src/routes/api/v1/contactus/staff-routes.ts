import {
  assignContactMessage,
  contactMessageAssignForm,
} from '@courtage/contracts/crm/contact-messages/assign-contact-message.rpc';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  type ContactMessageRow,
} from '@courtage/contracts/crm/contact-messages/contact-message';
import { getContactMessage } from '@courtage/contracts/crm/contact-messages/get-contact-message.rpc';
import {
  contactMessageFilterForm,
  listContactMessages,
} from '@courtage/contracts/crm/contact-messages/list-contact-messages.rpc';
import {
  contactMessageReplyForm,
  replyToContactMessage,
} from '@courtage/contracts/crm/contact-messages/reply-contact-message.rpc';
import {
  contactMessageStatusForm,
  setContactMessageStatus,
} from '@courtage/contracts/crm/contact-messages/set-contact-message-status.rpc';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../http/form-body.ts';
import { listRoute } from '../../../../http/list-route.ts';
import { callOptions } from '../../../../plugins/app/authentication.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const ContactId = Type.Object({ contactId: Uuid });
const tags = ['messages de contact'];
const paris = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * Staff side of /api/v1/contactus (the public POST is the folder's other plugin): the list and
 * its CSV export, a message with its replies and history, status, assignment and reply.
 */
export const contactMessagesStaffRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaff);
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  listRoute(fastify, {
    path: '',
    rpc: listContactMessages,
    filterForm: contactMessageFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Messages du formulaire de contact',
    tags,
    csv: {
      fileName: 'messages-de-contact',
      columns: [
        { key: 'createdAt', header: 'Reçu le', format: (value) => paris.format(new Date(String(value))) },
        { key: 'name', header: 'Nom' },
        { key: 'email', header: 'E-mail' },
        { key: 'phone', header: 'Téléphone' },
        { key: 'postalCode', header: 'Code postal' },
        { key: 'city', header: 'Ville' },
        { key: 'message', header: 'Message' },
        {
          key: 'status',
          header: 'Statut',
          format: (value) => CONTACT_MESSAGE_STATUS_LABELS[value as ContactMessageRow['status']],
        },
        { key: 'assignee', header: 'Responsable', format: (_value, row) => row.assignee?.name ?? '' },
        { key: 'replyCount', header: 'Réponses' },
      ],
    },
  });

  fastify.get('/:contactId', {
    schema: {
      tags,
      summary: 'Un message, ses réponses et son historique',
      params: ContactId,
      response: { 200: getContactMessage.response, ...errors },
    },
    handler: async (request) =>
      fastify.bus.call(getContactMessage, { contactId: request.params.contactId }, options(request)),
  });

  fastify.put('/:contactId/status', {
    schema: {
      tags,
      summary: 'Changer le statut (nouveau, en cours, traité)',
      params: ContactId,
      body: contactMessageStatusForm.schema,
      response: { 200: setContactMessageStatus.response, ...errors },
    },
    preValidation: checkFormBody(contactMessageStatusForm),
    handler: async (request) =>
      fastify.bus.call(
        setContactMessageStatus,
        { contactId: request.params.contactId, status: request.body.status },
        options(request),
      ),
  });

  fastify.put('/:contactId/assignee', {
    schema: {
      tags,
      summary: 'Attribuer le message à un membre de l’équipe (ou à personne)',
      params: ContactId,
      body: contactMessageAssignForm.schema,
      response: { 200: assignContactMessage.response, ...errors },
    },
    preValidation: checkFormBody(contactMessageAssignForm),
    handler: async (request) =>
      fastify.bus.call(
        assignContactMessage,
        { contactId: request.params.contactId, assigneeId: request.body.assigneeId },
        options(request),
      ),
  });

  fastify.post('/:contactId/replies', {
    schema: {
      tags,
      summary: 'Répondre au visiteur',
      description: 'La réponse est envoyée par e-mail au visiteur et gardée dans l’historique du message.',
      params: ContactId,
      body: contactMessageReplyForm.schema,
      response: { 201: replyToContactMessage.response, ...errors },
    },
    preValidation: checkFormBody(contactMessageReplyForm),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await fastify.bus.call(
            replyToContactMessage,
            { contactId: request.params.contactId, body: request.body.body },
            options(request),
          ),
        ),
  });
};
