import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { CompanyComment } from './company.ts';
import { companyCommentForm } from './company-form.ts';

export const addCompanyComment = defineRpc({
  service: 'crm',
  type: 'crm.add-company-comment',
  version: 1,
  request: Type.Object(
    { companyId: Uuid, ...companyCommentForm.schema.properties },
    { additionalProperties: false },
  ),
  response: CompanyComment,
});

export const addCompanyCommentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/entreprise/:companyId/comments',
  rpc: addCompanyComment,
  access: 'staff',
  status: 201,
  bodyForm: companyCommentForm,
  summary: 'Ajouter un commentaire (Actualités)',
  tags: ['entreprises'],
});
