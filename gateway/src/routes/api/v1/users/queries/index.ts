import {
  answerUserQuery,
  userQueryFeedbackForm,
} from '@courtage/contracts/crm/user-queries/answer-user-query.rpc';
import {
  listUserQueries,
  userQueryFilterForm,
} from '@courtage/contracts/crm/user-queries/list-user-queries.rpc';
import {
  setUserQueryStatus,
  userQueryStatusForm,
} from '@courtage/contracts/crm/user-queries/set-user-query-status.rpc';
import { USER_QUERY_STATUS_LABELS, type UserQueryRow } from '@courtage/contracts/crm/user-queries/user-query';
import { Uuid } from '@courtage/contracts/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponseSchema } from '../../../../../http/error-response.schema.ts';
import { checkFormBody } from '../../../../../http/form-body.ts';
import { listRoute } from '../../../../../http/list-route.ts';
import { callOptions } from '../../../../../plugins/app/authentication.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  503: ErrorResponseSchema,
  504: ErrorResponseSchema,
};
const QueryId = Type.Object({ queryId: Uuid });
const tags = ['questions des clients'];
const paris = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const day = (value: unknown) => (value ? paris.format(new Date(String(value))) : '');

/** /api/v1/users/queries: customers' questions (staff list, CSV for Admins, feedback, status). */
const userQueries: FastifyPluginAsyncTypebox = async (fastify) => {
  const options = (request: Parameters<typeof callOptions>[0]) =>
    callOptions(request, fastify.config.RPC_TIMEOUT_MS);

  listRoute(fastify, {
    path: '',
    rpc: listUserQueries,
    filterForm: userQueryFilterForm,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    summary: 'Questions des clients',
    tags,
    csv: {
      fileName: 'questions-clients',
      columns: [
        { key: 'userName', header: 'Nom' },
        { key: 'userEmail', header: 'E-mail' },
        {
          key: 'status',
          header: 'Statut',
          format: (value) => USER_QUERY_STATUS_LABELS[value as UserQueryRow['status']],
        },
        { key: 'query', header: 'Question' },
        { key: 'createdAt', header: 'Posée le', format: day },
        { key: 'feedback', header: 'Réponse' },
        { key: 'feedbackBy', header: 'Répondu par' },
        { key: 'feedbackAt', header: 'Répondu le', format: day },
      ],
    },
  });

  fastify.put('/:queryId/feedback', {
    schema: {
      tags,
      summary: 'Répondre à une question (envoyé par e-mail au client)',
      params: QueryId,
      body: userQueryFeedbackForm.schema,
      response: { 200: answerUserQuery.response, ...errors },
    },
    preValidation: checkFormBody(userQueryFeedbackForm),
    handler: async (request) =>
      fastify.bus.call(
        answerUserQuery,
        { queryId: request.params.queryId, feedback: request.body.feedback },
        options(request),
      ),
  });

  fastify.put('/:queryId/status', {
    schema: {
      tags,
      summary: 'Clôturer une question ou la rouvrir',
      params: QueryId,
      body: userQueryStatusForm.schema,
      response: { 200: setUserQueryStatus.response, ...errors },
    },
    preValidation: checkFormBody(userQueryStatusForm),
    handler: async (request) =>
      fastify.bus.call(
        setUserQueryStatus,
        { queryId: request.params.queryId, status: request.body.status },
        options(request),
      ),
  });
};

export default userQueries;
