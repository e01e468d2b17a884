import { Type } from '@sinclair/typebox';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { CompanyComment } from './company.ts';

/** `GET /api/v1/entreprise/:companyId/comments`, newest first by default. */
export const listCompanyComments = defineListRpc({
  service: 'crm',
  type: 'crm.list-company-comments',
  row: CompanyComment,
  filter: Type.Object({ companyId: Uuid }, { additionalProperties: false }),
  sortFields: ['createdAt'],
});
