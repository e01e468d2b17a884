import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { IsoDateTime, Uuid } from '../../schemas.ts';
import { oneOf } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { CONTRACT_STATUSES, HOLDER_KINDS } from './contract-form.ts';

const NullableUuid = Type.Union([Uuid, Type.Null()]);

export const Contract = Type.Object(
  {
    id: Uuid,
    holderKind: oneOf(HOLDER_KINDS),
    companyId: NullableUuid,
    contactId: NullableUuid,
    /** Company name, or "Forename Name" of the person. */
    holderName: Type.String(),
    insurer: Type.String(),
    product: Type.String(),
    policyNumber: Type.String(),
    startDate: Type.String(),
    renewalDate: Type.String(),
    monthlyPremium: Type.Number(),
    commissionRate: Type.Number(),
    /** monthlyPremium × commissionRate / 100, rounded to the cent. */
    monthlyCommission: Type.Number(),
    status: oneOf(CONTRACT_STATUSES),
    /** `comparator`: created by itself from offer's subscribed event (offerId set). */
    source: oneOf(['staff', 'comparator', 'import'] as const),
    offerId: NullableUuid,
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type Contract = Static<typeof Contract>;

/** `/admin/portefeuille-contrats` and `/api/v1/contrat/subscriber-search` (`q`: holder, policy number, insurer). */
export const ContractListFilter = Type.Object(
  {
    status: Type.Optional(oneOf(CONTRACT_STATUSES)),
    companyId: Type.Optional(Uuid),
    contactId: Type.Optional(Uuid),
    /** Renewals in the next N days (60 on the portfolio's card). */
    renewalWithinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const contractListFilterForm = defineForm({
  schema: ContractListFilter,
  messages: {
    status: 'Statut de contrat inconnu.',
    companyId: CRM_MESSAGES.companyNotFound,
    contactId: CRM_MESSAGES.contactNotFound,
    renewalWithinDays: 'Le nombre de jours doit être compris entre 1 et 366.',
    q: CRM_MESSAGES.searchAtMost100,
  },
});

export const WithId = Type.Object({ id: Uuid }, { additionalProperties: false });
