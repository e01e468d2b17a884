import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { parisDateTime } from '../../format/french-date.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { CALENDAR_DATE_PATTERN } from '../../offer/dates.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import {
  USER_QUERY_STATUS_LABELS,
  UserQueryRow,
  type UserQueryStatus,
  UserQueryStatusSchema,
} from './user-query.ts';

const Day = Type.String({ pattern: CALENDAR_DATE_PATTERN });

export const UserQueryFilter = Type.Object(
  {
    /** Free text: user name, user email, question or feedback. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(UserQueryStatusSchema),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
  },
  { additionalProperties: false },
);

export const USER_QUERY_SORT_FIELDS = ['createdAt', 'userName', 'userEmail', 'status'] as const;

/** Staff: every customer's questions (`/admin/users/queries`). */
export const listUserQueries = defineListRpc({
  service: 'crm',
  type: 'crm.list-user-queries',
  row: UserQueryRow,
  filter: UserQueryFilter,
  sortFields: USER_QUERY_SORT_FIELDS,
});

/** The staff list's filters as the gateway reads them from the query string (French messages). */
export const userQueryFilterForm = defineForm({
  schema: UserQueryFilter,
  messages: {
    q: CRM_MESSAGES.searchNotOver100,
    status: CRM_MESSAGES.statusUnknown,
    from: CRM_MESSAGES.fromDateInvalid,
    to: CRM_MESSAGES.toDateInvalid,
  },
  rules: [
    {
      field: 'to',
      uses: ['from'],
      check: (f) => !f.from || !f.to || f.from <= f.to,
      message: CRM_MESSAGES.toBeforeFrom,
    },
  ],
});

/** A day and time in Paris, empty when there is none. */
const day = (value: unknown) => (value ? parisDateTime(String(value)) : '');

export const listUserQueriesEndpoint = defineListEndpoint({
  path: '/api/v1/users/queries',
  rpc: listUserQueries,
  access: 'staff',
  filterForm: userQueryFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Questions des clients',
  tags: ['questions des clients'],
  csv: {
    fileName: 'questions-clients',
    columns: [
      { key: 'userName', header: 'Nom' },
      { key: 'userEmail', header: 'E-mail' },
      {
        key: 'status',
        header: 'Statut',
        format: (value) => USER_QUERY_STATUS_LABELS[value as UserQueryStatus],
      },
      { key: 'query', header: 'Question' },
      { key: 'createdAt', header: 'Posée le', format: day },
      { key: 'feedback', header: 'Réponse' },
      { key: 'feedbackBy', header: 'Répondu par' },
      { key: 'feedbackAt', header: 'Répondu le', format: day },
    ],
  },
});
