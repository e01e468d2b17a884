import { Type } from '@sinclair/typebox';
import { defineListEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { CompanyComment } from './company.ts';

/** `GET /api/v1/entreprise/:companyId/comments`, newest first by default. */
export const listCompanyComments = defineListRpc({
  service: 'crm',
  type: 'crm.list-company-comments',
  row: CompanyComment,
  filter: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  sortFields: ['createdAt'],
});

/** The comments' filter: the company they are about. */
export const companyCommentsFilterForm = defineForm({
  schema: listCompanyComments.filter,
  messages: { companyId: CRM_MESSAGES.companyNotFound },
});

export const listCompanyCommentsEndpoint = defineListEndpoint({
  path: '/api/v1/entreprise/comments',
  rpc: listCompanyComments,
  access: 'staff',
  filterForm: companyCommentsFilterForm,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  summary: 'Actualités (commentaires) d’une entreprise',
  tags: ['entreprises'],
});
