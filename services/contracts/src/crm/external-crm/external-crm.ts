import { Type } from '@sinclair/typebox';
import type { CsvColumn } from '../../endpoint/define-endpoint.ts';
import { defineForm } from '../../form/define-form.ts';
import { CALENDAR_DATE_PATTERN } from '../../offer/dates.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { ExternalRecordKindSchema, type ExternalRecordRow } from './external-record.ts';

/** A CSV file as text (UTF-8, `;` or `,` separated, a header line), 5 MB at most. */
export const EXTERNAL_CRM_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const ImportRequest = Type.Object(
  {
    kind: ExternalRecordKindSchema,
    csv: Type.String({ minLength: 1, maxLength: EXTERNAL_CRM_CSV_MAX_BYTES }),
  },
  { additionalProperties: false },
);

export const ExternalRecordFilter = Type.Object(
  {
    /** Free text: external id, customer, e-mail, insurer, product. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    insurer: Type.Optional(Type.String({ maxLength: 100 })),
    /** `yes`: linked to a customer; `no`: not yet. */
    linked: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
    from: Type.Optional(Type.String({ pattern: CALENDAR_DATE_PATTERN })),
    to: Type.Optional(Type.String({ pattern: CALENDAR_DATE_PATTERN })),
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

export const UNKNOWN_COMPANY_MESSAGE = CRM_MESSAGES.companyNotFound;

/** The partner's offers and contracts as CSV (Admin exports): the linked company by name. */
export const EXTERNAL_RECORD_CSV_COLUMNS: readonly CsvColumn<ExternalRecordRow>[] = [
  { key: 'externalId', header: 'Identifiant externe' },
  { key: 'customerName', header: 'Client' },
  { key: 'customerEmail', header: 'E-mail' },
  { key: 'insurer', header: 'Assureur' },
  { key: 'product', header: 'Produit' },
  { key: 'monthlyPremium', header: 'Prime mensuelle' },
  { key: 'status', header: 'Statut' },
  { key: 'startDate', header: 'Date d’effet' },
  { key: 'customer', header: 'Entreprise liée', format: (_value, row) => row.customer?.name ?? '' },
  { key: 'updatedAt', header: 'Mis à jour le' },
];
