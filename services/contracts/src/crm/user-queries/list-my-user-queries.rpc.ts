import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { MyUserQueryRow, UserQueryStatusSchema } from './user-query.ts';

export const MyUserQueryFilter = Type.Object(
  { status: Type.Optional(UserQueryStatusSchema) },
  { additionalProperties: false },
);
export const myUserQueryFilterForm = defineForm({
  schema: MyUserQueryFilter,
  messages: { status: CRM_MESSAGES.statusUnknown },
});

/** Customer: their own questions with the answers (the customer is the RPC's actor). */
export const listMyUserQueries = defineListRpc({
  service: 'crm',
  type: 'crm.list-my-user-queries',
  row: MyUserQueryRow,
  filter: MyUserQueryFilter,
  sortFields: ['createdAt'],
});

export const listMyUserQueriesEndpoint = defineListEndpoint({
  path: '/auth/v1/user/queries',
  rpc: listMyUserQueries,
  access: 'customer',
  filterForm: myUserQueryFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Mes questions et leurs réponses',
  tags: ['espace client'],
});
