import { Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { ExternalRecordRow } from './external-record.ts';

/** The link form: a company of the CRM, or null to unlink. */
export const externalRecordLinkForm = defineForm({
  schema: Type.Object({ companyId: Type.Union([Uuid, Type.Null()]) }, { additionalProperties: false }),
  messages: { companyId: 'Choisissez une entreprise de la liste.' },
});

/** Staff: links a record to a company of the CRM (audited); NOT_FOUND for an unknown company. */
export const linkExternalRecord = defineRpc({
  service: 'crm',
  type: 'crm.link-external-record',
  version: 1,
  request: Type.Object(
    { recordId: Uuid, ...externalRecordLinkForm.schema.properties },
    { additionalProperties: false },
  ),
  response: ExternalRecordRow,
});

export const linkExternalRecordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/external-crm/records/:recordId/customer',
  rpc: linkExternalRecord,
  access: 'staff',
  bodyForm: externalRecordLinkForm,
  summary: 'Lier un enregistrement à une entreprise du CRM (ou le délier)',
  tags: ['CRM partenaire'],
});
