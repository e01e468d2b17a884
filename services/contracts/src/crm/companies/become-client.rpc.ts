import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { Uuid } from '../../schemas.ts';
import { Company } from './company.ts';
import { becomeClientForm } from './company-form.ts';

export const becomeClient = defineRpc({
  service: 'crm',
  type: 'crm.become-client',
  version: 1,
  request: Type.Object({ id: Uuid, ...becomeClientForm.schema.properties }, { additionalProperties: false }),
  response: Company,
});

export const becomeClientEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/entreprise/:id/become-client',
  rpc: becomeClient,
  access: 'staff',
  bodyForm: becomeClientForm,
  summary: 'Passer le prospect en client, avec la raison',
  tags: ['entreprises'],
});
