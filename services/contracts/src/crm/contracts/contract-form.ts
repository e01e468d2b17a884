import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { hasAtMostCents, isRealDate, LocalDate, oneOf, Text } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';

export const CONTRACT_STATUSES = ['en_attente', 'actif', 'suspendu', 'resilie'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  en_attente: 'En attente',
  actif: 'Actif',
  suspendu: 'Suspendu',
  resilie: 'Résilié',
};

/** The holder: a company, or a person (a contact standing alone). */
export const HOLDER_KINDS = ['company', 'person'] as const;

/**
 * The bounds of a contract's amounts, one rule for the form (numbers) and the CSV import (the
 * same numbers written in French or English decimals): a 150 % commission is refused by both.
 */
const MONTHLY_PREMIUM_BOUNDS = { minimum: 0, maximum: 1_000_000 } as const;
const COMMISSION_RATE_BOUNDS = { minimum: 0, maximum: 100 } as const;

/** A CSV decimal (`45,90` or `45.90`) as a number. */
export function csvDecimal(text: string): number {
  return Number(text.replace(',', '.'));
}

function within(value: number, bounds: { minimum: number; maximum: number }): boolean {
  return value >= bounds.minimum && value <= bounds.maximum;
}

const CONTRACT_FIELDS = {
  insurer: Text(100),
  product: Text(200),
  policyNumber: Text(60),
  startDate: LocalDate,
  renewalDate: LocalDate,
  monthlyPremium: Type.Number(MONTHLY_PREMIUM_BOUNDS),
  /** Percent of the premium paid to the broker. */
  commissionRate: Type.Number(COMMISSION_RATE_BOUNDS),
  status: oneOf(CONTRACT_STATUSES),
};

const CONTRACT_MESSAGES = {
  insurer: {
    required: 'Veuillez saisir l’assureur.',
    invalid: CRM_MESSAGES.insurerTooLong,
  },
  product: {
    required: 'Veuillez saisir le produit.',
    invalid: 'Le produit doit faire au plus 200 caractères.',
  },
  policyNumber: {
    required: 'Veuillez saisir le numéro de police.',
    invalid: 'Le numéro de police doit faire au plus 60 caractères.',
  },
  startDate: 'Veuillez saisir une date d’effet valide.',
  renewalDate: 'La date de renouvellement doit suivre la date d’effet.',
  monthlyPremium: CRM_MESSAGES.monthlyPremium,
  commissionRate: 'Le taux de commission doit être compris entre 0 et 100 %.',
  status: 'Veuillez choisir le statut du contrat.',
} as const;

type Dates = { startDate: string; renewalDate: string };
const CONTRACT_RULES = [
  { field: 'startDate', check: (value: Dates) => isRealDate(value.startDate) },
  {
    field: 'renewalDate',
    uses: ['startDate'],
    check: (value: Dates) => isRealDate(value.renewalDate) && value.renewalDate > value.startDate,
  },
];

/** `POST /api/v1/contrat` and `PUT /api/v1/contrat/:contractId`. */
export const contractForm = defineForm({
  schema: Type.Object(
    {
      holderKind: oneOf(HOLDER_KINDS),
      companyId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      contactId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      ...CONTRACT_FIELDS,
    },
    { additionalProperties: false },
  ),
  messages: {
    holderKind: 'Veuillez choisir le souscripteur : une entreprise ou une personne.',
    companyId: 'Veuillez choisir l’entreprise souscriptrice.',
    contactId: 'Veuillez choisir la personne souscriptrice.',
    ...CONTRACT_MESSAGES,
  },
  rules: [
    {
      field: 'companyId',
      uses: ['holderKind'],
      check: (value) => value.holderKind !== 'company' || Boolean(value.companyId),
    },
    {
      field: 'contactId',
      uses: ['holderKind'],
      check: (value) => value.holderKind !== 'person' || Boolean(value.contactId),
    },
    ...CONTRACT_RULES,
    { field: 'monthlyPremium', check: (value) => hasAtMostCents(value.monthlyPremium) },
    { field: 'commissionRate', check: (value) => hasAtMostCents(value.commissionRate) },
  ],
});
export type ContractInput = Static<typeof contractForm.schema>;

/**
 * One row of a contracts CSV import (`POST /api/v1/contrat/upload`): the holder is the company
 * with `holderSiren`, or else the contact with `holderEmail`.
 */
export const contractImportRowForm = defineForm({
  schema: Type.Object(
    {
      holderSiren: Type.Optional(Type.String({ maxLength: 20 })),
      holderEmail: Type.Optional(Type.String({ maxLength: 254 })),
      ...CONTRACT_FIELDS,
      monthlyPremium: Type.String({ pattern: '^\\d{1,7}(?:[.,]\\d{1,2})?$' }),
      commissionRate: Type.String({ pattern: '^\\d{1,3}(?:[.,]\\d{1,2})?$' }),
    },
    { additionalProperties: false },
  ),
  messages: {
    holderSiren: CRM_MESSAGES.sirenUnknown,
    holderEmail: 'Aucun contact avec cet e-mail.',
    ...CONTRACT_MESSAGES,
  },
  rules: [
    {
      field: 'holderSiren',
      uses: ['holderEmail'],
      check: (value) => Boolean(value.holderSiren?.trim()) || Boolean(value.holderEmail?.trim()),
      message: 'Veuillez indiquer le SIREN de l’entreprise ou l’e-mail du souscripteur.',
    },
    ...CONTRACT_RULES,
    {
      field: 'monthlyPremium',
      check: (value) => within(csvDecimal(value.monthlyPremium), MONTHLY_PREMIUM_BOUNDS),
    },
    {
      field: 'commissionRate',
      check: (value) => within(csvDecimal(value.commissionRate), COMMISSION_RATE_BOUNDS),
    },
  ],
});
export type ContractImportRow = Static<typeof contractImportRowForm.schema>;

/** French CSV headers of a contracts import (lower case, without accents) -> field. */
export const CONTRACT_IMPORT_HEADERS: Record<string, keyof ContractImportRow> = {
  siren: 'holderSiren',
  email: 'holderEmail',
  assureur: 'insurer',
  produit: 'product',
  'numero de police': 'policyNumber',
  'date d effet': 'startDate',
  'date de renouvellement': 'renewalDate',
  'prime mensuelle': 'monthlyPremium',
  'taux de commission': 'commissionRate',
  statut: 'status',
};

export const CONTRACT_MESSAGES_EXTRA = {
  notFound: 'Ce contrat n’existe pas.',
  policyTaken: 'Un contrat avec ce numéro de police existe déjà chez cet assureur.',
  empty: 'Aucun contrat.',
} as const;
