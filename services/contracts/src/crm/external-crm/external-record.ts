import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { literalUnion } from '../../offer/literal-union.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../validators/email.ts';

/**
 * Offers and contracts of a partner's CRM, received by a signed webhook or imported from CSV.
 * One record per (kind, externalId): a later delivery of the same id updates it.
 */

export const EXTERNAL_RECORD_KINDS = ['offer', 'contract'] as const;
export type ExternalRecordKind = (typeof EXTERNAL_RECORD_KINDS)[number];
export const ExternalRecordKindSchema = literalUnion(EXTERNAL_RECORD_KINDS);

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** One record as the partner sends it (webhook) or as one CSV row gives it (import). */
export const externalRecordForm = defineForm({
  schema: Type.Object(
    {
      externalId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:/-]+$' }),
      customerName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      customerEmail: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
      insurer: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
      product: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      monthlyPremium: Type.Number({ minimum: 0, maximum: 100_000 }),
      status: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
      startDate: Type.Optional(Day),
    },
    { additionalProperties: false },
  ),
  messages: {
    externalId: {
      required: 'L’identifiant externe est obligatoire.',
      invalid:
        'Identifiant externe invalide : lettres, chiffres et . _ : / - uniquement (100 caractères au plus).',
    },
    customerName: {
      required: 'Le nom du client est obligatoire.',
      invalid: 'Nom du client invalide (200 caractères au plus).',
    },
    customerEmail: { required: 'L’e-mail du client est obligatoire.', invalid: 'E-mail du client invalide.' },
    insurer: {
      required: 'L’assureur est obligatoire.',
      invalid: 'Assureur invalide (100 caractères au plus).',
    },
    product: {
      required: 'Le produit est obligatoire.',
      invalid: 'Produit invalide (200 caractères au plus).',
    },
    monthlyPremium: {
      required: 'La prime mensuelle est obligatoire.',
      invalid: 'Prime mensuelle invalide : un montant en euros entre 0 et 100 000.',
    },
    status: { required: 'Le statut est obligatoire.', invalid: 'Statut invalide (50 caractères au plus).' },
    startDate: 'Date d’effet invalide : AAAA-MM-JJ attendu.',
  },
  rules: [
    { field: 'customerEmail', check: (record) => isValidEmail(record.customerEmail.trim()) },
    {
      field: 'startDate',
      check: (record) =>
        record.startDate === undefined || !Number.isNaN(Date.parse(`${record.startDate}T00:00:00Z`)),
    },
  ],
});
export type ExternalRecordInput = Static<typeof externalRecordForm.schema>;

/** The CSV columns of an import, in order (French headers are accepted too, see csv-columns.ts). */
export const EXTERNAL_RECORD_FIELDS = [
  'externalId',
  'customerName',
  'customerEmail',
  'insurer',
  'product',
  'monthlyPremium',
  'status',
  'startDate',
] as const;

/** A company of the CRM an external record is linked to. */
export const LinkedCustomer = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });

/** One row of `/admin/external-crm-offers` and `/admin/external-crm-contracts`. */
export const ExternalRecordRow = Type.Object(
  {
    id: Uuid,
    kind: ExternalRecordKindSchema,
    externalId: Type.String(),
    customerName: Type.String(),
    customerEmail: Type.String(),
    insurer: Type.String(),
    product: Type.String(),
    monthlyPremium: Type.Number(),
    status: Type.String(),
    startDate: Type.Union([Day, Type.Null()]),
    source: literalUnion(['webhook', 'import'] as const),
    customer: Type.Union([LinkedCustomer, Type.Null()]),
    receivedAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ExternalRecordRow = Static<typeof ExternalRecordRow>;
