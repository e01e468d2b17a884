import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../../define.ts';
import { defineForm } from '../../form/define-form.ts';
import { defineListRpc } from '../../list/define-list-rpc.ts';
import { Uuid } from '../../schemas.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { ExternalRecordKindSchema, ExternalRecordRow, externalRecordForm } from './external-record.ts';

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

/** A CSV file as text (UTF-8, `;` or `,` separated, a header line), 5 MB at most. */
export const EXTERNAL_CRM_CSV_MAX_BYTES = 5 * 1024 * 1024;
const ImportRequest = Type.Object(
  {
    kind: ExternalRecordKindSchema,
    csv: Type.String({ minLength: 1, maxLength: EXTERNAL_CRM_CSV_MAX_BYTES }),
  },
  { additionalProperties: false },
);

/** A problem of one CSV row: its line in the file (the header is line 1), the field, in French. */
export const ImportRowError = Type.Object(
  { line: Type.Integer({ minimum: 1 }), field: Type.String(), message: Type.String() },
  { additionalProperties: false },
);
export type ImportRowError = Static<typeof ImportRowError>;

export const ExternalCrmImportPreview = Type.Object(
  {
    kind: ExternalRecordKindSchema,
    /** Data rows in the file. */
    total: Type.Integer({ minimum: 0 }),
    /** Every problem, row by row; the import is refused while there is one. */
    errors: Type.Array(ImportRowError),
    /** The first rows as they would be imported. */
    sample: Type.Array(externalRecordForm.schema),
  },
  { additionalProperties: false },
);
export type ExternalCrmImportPreview = Static<typeof ExternalCrmImportPreview>;

/** Admin: parses and checks a CSV file, imports nothing. */
export const previewExternalCrmImport = defineRpc({
  service: 'crm',
  type: 'crm.preview-external-crm-import',
  version: 1,
  request: ImportRequest,
  response: ExternalCrmImportPreview,
});

/**
 * Admin: checks the file again and, when every row is valid, starts an all-or-nothing import
 * (one transaction); the browser polls `crm.get-external-crm-import` for the progress. A file
 * with a bad row is VALIDATION_FAILED with `details` = the row errors, and nothing is imported.
 */
export const startExternalCrmImport = defineRpc({
  service: 'crm',
  type: 'crm.start-external-crm-import',
  version: 1,
  request: ImportRequest,
  response: Type.Object({ importId: Uuid, total: Type.Integer() }, { additionalProperties: false }),
});

export const ExternalCrmImportStatus = Type.Object(
  {
    importId: Uuid,
    kind: ExternalRecordKindSchema,
    status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
    total: Type.Integer(),
    processed: Type.Integer(),
    /** French, when failed (nothing was imported). */
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type ExternalCrmImportStatus = Static<typeof ExternalCrmImportStatus>;

export const getExternalCrmImport = defineRpc({
  service: 'crm',
  type: 'crm.get-external-crm-import',
  version: 1,
  request: Type.Object({ importId: Uuid }, { additionalProperties: false }),
  response: ExternalCrmImportStatus,
});

export const ExternalRecordFilter = Type.Object(
  {
    /** Free text: external id, customer, e-mail, insurer, product. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    insurer: Type.Optional(Type.String({ maxLength: 100 })),
    /** `yes`: linked to a customer; `no`: not yet. */
    linked: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);

export const externalRecordFilterForm = defineForm({
  schema: ExternalRecordFilter,
  messages: {
    q: CRM_MESSAGES.searchNotOver100,
    insurer: 'Assureur invalide.',
    linked: 'Choisissez lié ou non lié.',
    from: CRM_MESSAGES.fromDateInvalid,
    to: CRM_MESSAGES.toDateInvalid,
  },
});

export const EXTERNAL_RECORD_SORT_FIELDS = [
  'updatedAt',
  'customerName',
  'insurer',
  'monthlyPremium',
] as const;

/** Staff: the partner's offers (`/admin/external-crm-offers`). */
export const listExternalCrmOffers = defineListRpc({
  service: 'crm',
  type: 'crm.list-external-crm-offers',
  row: ExternalRecordRow,
  filter: ExternalRecordFilter,
  sortFields: EXTERNAL_RECORD_SORT_FIELDS,
});

/** Staff: the partner's contracts (`/admin/external-crm-contracts`). */
export const listExternalCrmContracts = defineListRpc({
  service: 'crm',
  type: 'crm.list-external-crm-contracts',
  row: ExternalRecordRow,
  filter: ExternalRecordFilter,
  sortFields: EXTERNAL_RECORD_SORT_FIELDS,
});

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

export const UNKNOWN_COMPANY_MESSAGE = CRM_MESSAGES.companyNotFound;
