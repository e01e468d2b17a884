import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';

/**
 * A client's compliance file (DDA and LCB-FT, reference/broker-compliance.md): each item with
 * its date, the staff member who recorded it and the supporting document.
 */
export const COMPLIANCE_ITEMS = ['der', 'needs-analysis', 'advice', 'ipid', 'identity'] as const;
export type ComplianceItemKind = (typeof COMPLIANCE_ITEMS)[number];
export const COMPLIANCE_ITEM_LABELS: Record<ComplianceItemKind, string> = {
  der: 'DER remis (document d’entrée en relation)',
  'needs-analysis': 'Recueil des besoins',
  advice: 'Conseil donné et sa motivation',
  ipid: 'IPID remis',
  identity: 'Identité vérifiée',
};

export const ComplianceItem = Type.Object(
  {
    item: oneOf(COMPLIANCE_ITEMS),
    label: Type.String(),
    /** null while missing. */
    recorded: Type.Union([
      Type.Object(
        {
          date: Type.String(),
          staffId: Type.String(),
          /** Who recorded it, as auth names them (set by crm's RPCs; an export shows it). */
          staffName: Type.Optional(Type.String()),
          documentId: Type.Union([Uuid, Type.Null()]),
          documentName: Type.Union([Type.String(), Type.Null()]),
          reasons: Type.Union([Type.String(), Type.Null()]),
          recordedAt: IsoDateTime,
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);

export const ComplianceFile = Type.Object(
  {
    companyId: Uuid,
    companyName: Type.String(),
    items: Type.Array(ComplianceItem),
    /** Recorded items out of all, 0 to 100. */
    completeness: Type.Integer({ minimum: 0, maximum: 100 }),
    complete: Type.Boolean(),
    missing: Type.Array(Type.String({ description: 'French labels of the missing items' })),
  },
  { additionalProperties: false },
);
export type ComplianceFile = Static<typeof ComplianceFile>;

export const COMPLIANCE_MESSAGES = {
  notClient: 'Le dossier de conformité concerne les clients.',
  futureDate: 'La date ne peut pas être dans le futur.',
  empty: 'Aucune démarche enregistrée.',
} as const;
