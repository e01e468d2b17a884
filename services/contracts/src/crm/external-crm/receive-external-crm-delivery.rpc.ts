import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { ExternalRecordKindSchema, externalRecordForm } from './external-record.ts';

/** Records per webhook delivery, and rows per CSV import. */
export const EXTERNAL_CRM_LIMITS = { deliveryRecords: 100, importRows: 20_000 } as const;

/** The webhook's JSON body (signed, see docs/CONVENTIONS.md): a kind and its records. */
export const externalCrmDeliveryForm = defineForm({
  schema: Type.Object(
    {
      kind: ExternalRecordKindSchema,
      records: Type.Array(externalRecordForm.schema, {
        minItems: 1,
        maxItems: EXTERNAL_CRM_LIMITS.deliveryRecords,
      }),
    },
    { additionalProperties: false },
  ),
  messages: {
    kind: 'Type inconnu : offer ou contract attendu.',
    records: `Entre 1 et ${EXTERNAL_CRM_LIMITS.deliveryRecords} enregistrements par livraison.`,
  },
});
export type ExternalCrmDelivery = Static<typeof externalCrmDeliveryForm.schema>;

const Counts = Type.Object(
  { received: Type.Integer(), created: Type.Integer(), updated: Type.Integer() },
  { additionalProperties: false },
);

/**
 * Gateway (signature checked) -> crm: stores a delivery once (`deliveryId`, the signature, is
 * its key: a replay is CONFLICT) and upserts its records by (kind, externalId).
 */
export const receiveExternalCrmDelivery = defineRpc({
  service: 'crm',
  type: 'crm.receive-external-crm-delivery',
  version: 1,
  request: Type.Object(
    { deliveryId: Type.String({ pattern: '^[0-9a-f]{64}$' }), ...externalCrmDeliveryForm.schema.properties },
    { additionalProperties: false },
  ),
  response: Counts,
});
