import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { UserQueryRow, UserQueryStatusSchema } from './user-query.ts';

/** The status select (close a question without answering, or reopen it). */
export const userQueryStatusForm = defineForm({
  schema: Type.Object({ status: UserQueryStatusSchema }, { additionalProperties: false }),
  messages: { status: 'Choisissez un statut : en attente, répondue ou clôturée.' },
});

export const setUserQueryStatus = defineRpc({
  service: 'crm',
  type: 'crm.set-user-query-status',
  version: 1,
  request: Type.Object(
    { queryId: Uuid, ...userQueryStatusForm.schema.properties },
    { additionalProperties: false },
  ),
  response: UserQueryRow,
});

export const setUserQueryStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/users/queries/:queryId/status',
  rpc: setUserQueryStatus,
  access: 'staff',
  bodyForm: userQueryStatusForm,
  summary: 'Clôturer une question ou la rouvrir',
  tags: ['questions des clients'],
});
