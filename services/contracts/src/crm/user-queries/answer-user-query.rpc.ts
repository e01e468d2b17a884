import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { UserQueryRow } from './user-query.ts';

export const USER_QUERY_FEEDBACK_LIMITS = { min: 2, max: 5000 } as const;

/** The admin feedback form of `/admin/users/queries`. */
export const userQueryFeedbackForm = defineForm({
  schema: Type.Object(
    {
      feedback: Type.String({
        minLength: USER_QUERY_FEEDBACK_LIMITS.min,
        maxLength: USER_QUERY_FEEDBACK_LIMITS.max,
        pattern: '\\S',
      }),
    },
    { additionalProperties: false },
  ),
  messages: {
    feedback: {
      required: CRM_MESSAGES.replyRequired,
      invalid: `Votre réponse doit contenir entre ${USER_QUERY_FEEDBACK_LIMITS.min} et ${USER_QUERY_FEEDBACK_LIMITS.max} caractères.`,
    },
  },
});
export type UserQueryFeedbackForm = Static<typeof userQueryFeedbackForm.schema>;

/**
 * Staff: records the feedback (a new answer replaces the previous one, both audited), marks the
 * question answered and writes `crm.user-query.answered` (emailed to the customer).
 */
export const answerUserQuery = defineRpc({
  service: 'crm',
  type: 'crm.answer-user-query',
  version: 1,
  request: Type.Object(
    { queryId: Uuid, ...userQueryFeedbackForm.schema.properties },
    { additionalProperties: false },
  ),
  response: UserQueryRow,
});

export const answerUserQueryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/users/queries/:queryId/feedback',
  rpc: answerUserQuery,
  access: 'staff',
  bodyForm: userQueryFeedbackForm,
  summary: 'Répondre à une question (envoyé par e-mail au client)',
  tags: ['questions des clients'],
});
