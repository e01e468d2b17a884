import { type Static, Type } from '@sinclair/typebox';
import type { CsvColumn } from '../endpoint/define-endpoint.ts';
import { defineForm } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { parisDateTime } from '../format/french-date.ts';
import { CALENDAR_DATE_PATTERN } from '../offer/dates.ts';
import { literalUnion } from '../offer/literal-union.ts';
import { OfferStateSchema } from '../offer/offer.ts';
import { OFFER_STATE_LABELS, OFFER_STATES } from '../offer/vocabulary.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { CRM_MESSAGES } from './crm-messages.ts';

/**
 * The back-office's three offer lists, answered by crm from its read model of offer's
 * events (`offer.offer.*`), never from offer's database. Same row, filter and sort for the three:
 * - `crm.list-received-offers` (`/admin/offers`): every offer that reached a broker (a call-back
 *   was booked: state confirmed and after);
 * - `crm.list-submitted-offers` (`/admin/submitted-offers`): the offers with a subscription;
 * - `crm.list-wallet-offers` (`/admin/mes-offres`): the offers assigned to the actor.
 * Staff only (`meta.actor.kind === 'admin'`, FORBIDDEN otherwise). Keyset pagination: each sort
 * field is indexed with the id; `total` counts every row matching the filter.
 */

const IsoDate = Type.String({ pattern: CALENDAR_DATE_PATTERN });

export const OfferListRow = Type.Object(
  {
    id: Uuid,
    comparisonId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phoneNumber: Type.String(),
    postalCode: Type.String(),
    city: Type.String(),
    /** The insurer's name, and its code (the `insurer` filter). */
    provider: Type.String(),
    providerCode: Type.String(),
    planName: Type.String(),
    formulaName: Type.String(),
    /** The site's insurance-line slug ('sante' for comparator offers). */
    insuranceLine: Type.String(),
    monthlyPrice: Type.Number(),
    yearlyPrice: Type.Number(),
    /** The booked call-back (Europe/Paris), null when none. */
    dateSlot: Type.Union([IsoDate, Type.Null()]),
    timeSlot: Type.Union([Type.String(), Type.Null()]),
    /** When the visitor compared (the offer's creation). */
    createdDate: IsoDateTime,
    state: OfferStateSchema,
    subscribedAt: Type.Union([IsoDateTime, Type.Null()]),
    assigneeId: Type.Union([Uuid, Type.Null()]),
    assigneeName: Type.Union([Type.String(), Type.Null()]),
    /** When crm last changed the row (an event applied). */
    updatedAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type OfferListRow = Static<typeof OfferListRow>;

/** Filters; every one optional. `from`/`to` bound `createdDate` (Paris days, both included). */
export const OfferListFilter = Type.Object(
  {
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    state: Type.Optional(OfferStateSchema),
    /** The insurer's code (`providerCode`). */
    insurer: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** Free text: part of the name, e-mail, phone number, city or postal code (case-insensitive). */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type OfferListFilter = Static<typeof OfferListFilter>;

/** The filter as a form: the gateway and the browser show these next to the filter fields. */
export const offerListFilterForm = defineForm({
  schema: OfferListFilter,
  messages: {
    from: CRM_MESSAGES.startDate,
    to: CRM_MESSAGES.endDate,
    state: `Veuillez choisir un état parmi : ${OFFER_STATES.join(', ')}.`,
    insurer: FIELD_MESSAGES.insurer,
    q: 'La recherche doit faire entre 1 et 100 caractères.',
  },
  rules: [
    {
      field: 'to',
      uses: ['from'],
      check: (filter) => !filter.from || !filter.to || filter.from <= filter.to,
      message: FIELD_MESSAGES.periodOrder,
    },
  ],
});

export const OFFER_LIST_SORT_FIELDS = [
  'createdDate',
  'email',
  'phoneNumber',
  'city',
  'provider',
  'monthlyPrice',
  'yearlyPrice',
  'dateSlot',
  'timeSlot',
  'state',
  'assigneeName',
] as const;
export type OfferListSortField = (typeof OFFER_LIST_SORT_FIELDS)[number];
export const OfferListSortFieldSchema = literalUnion(OFFER_LIST_SORT_FIELDS);

export const listOptions = {
  service: 'crm',
  row: OfferListRow,
  filter: OfferListFilter,
  sortFields: OFFER_LIST_SORT_FIELDS,
};

/**
 * The columns of the screens and of the CSV exports, in order, with their French headers (the
 * CSV's header line and the table's column titles). The CSV writes `state` as its French label.
 */
export const OFFER_LIST_COLUMNS: readonly { key: keyof OfferListRow; header: string }[] = [
  { key: 'createdDate', header: 'Date de création' },
  { key: 'lastName', header: 'Nom' },
  { key: 'firstName', header: 'Prénom' },
  { key: 'email', header: 'E-mail' },
  { key: 'phoneNumber', header: 'Téléphone' },
  { key: 'postalCode', header: 'Code postal' },
  { key: 'city', header: 'Ville' },
  { key: 'provider', header: 'Assureur' },
  { key: 'planName', header: 'Offre' },
  { key: 'formulaName', header: 'Formule' },
  { key: 'monthlyPrice', header: 'Prix mensuel (€)' },
  { key: 'yearlyPrice', header: 'Prix annuel (€)' },
  { key: 'dateSlot', header: 'Date de rappel' },
  { key: 'timeSlot', header: 'Créneau' },
  { key: 'state', header: 'État' },
  { key: 'assigneeName', header: 'Attribuée à' },
];

/** The screens' columns, as CSV: dates in Paris time, states in French. */
export const OFFER_LIST_CSV_COLUMNS: readonly CsvColumn<OfferListRow>[] = OFFER_LIST_COLUMNS.map(
  ({ key, header }): CsvColumn<OfferListRow> => {
    if (key === 'createdDate') return { key, header, format: (value) => parisDateTime(String(value)) };
    if (key === 'state')
      return { key, header, format: (value) => OFFER_STATE_LABELS[value as OfferListRow['state']] };
    return { key, header };
  },
);

/** What the three offer lists' endpoints share (filters, default sort, tags). */
export const OFFER_LIST_ENDPOINT = {
  access: 'staff',
  filterForm: offerListFilterForm,
  defaultSort: { field: 'createdDate', direction: 'desc' },
  tags: ['offres (back-office)'],
} as const;
