import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineEndpoint } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { isRealDate, LocalDate, OptionalText, oneOf } from '../companies/record-fields.ts';
import { COMPLIANCE_ITEMS, ComplianceFile } from './compliance.ts';

/** `PUT /api/v1/entreprise/:companyId/conformite/:item`. `reasons` is required for `advice`. */
export const complianceItemForm = defineForm({
  schema: Type.Object(
    {
      item: oneOf(COMPLIANCE_ITEMS),
      date: LocalDate,
      documentId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      reasons: OptionalText(3000),
    },
    { additionalProperties: false },
  ),
  messages: {
    item: 'Élément de conformité inconnu.',
    date: 'Veuillez saisir une date valide, au plus tard aujourd’hui.',
    documentId: 'Ce document n’existe pas pour cette entreprise.',
    reasons: 'La motivation doit faire au plus 3000 caractères.',
  },
  rules: [
    { field: 'date', check: (value) => isRealDate(value.date) },
    {
      field: 'reasons',
      uses: ['item'],
      check: (value) => value.item !== 'advice' || Boolean(value.reasons?.trim()),
      message: 'Veuillez motiver le conseil donné.',
    },
  ],
});
export type ComplianceItemInput = Static<typeof complianceItemForm.schema>;

export const recordComplianceItem = defineRpc({
  service: 'crm',
  type: 'crm.record-compliance-item',
  version: 1,
  request: Type.Object(
    { companyId: Uuid, ...complianceItemForm.schema.properties },
    { additionalProperties: false },
  ),
  response: ComplianceFile,
});

export const recordComplianceItemEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/entreprise/:companyId/conformite',
  rpc: recordComplianceItem,
  access: 'staff',
  bodyForm: complianceItemForm,
  summary: `Enregistrer un élément (${COMPLIANCE_ITEMS.join(', ')}) avec sa date et son document`,
  tags: ['conformité'],
});
