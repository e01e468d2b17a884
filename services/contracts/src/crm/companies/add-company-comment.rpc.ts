import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
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
