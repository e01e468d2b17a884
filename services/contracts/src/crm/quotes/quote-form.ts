import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import {
  hasAtMostCents,
  isRealDate,
  LocalDate,
  OptionalText,
  oneOf,
  Text,
} from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { quoteValidityRange } from '../date-bounds.ts';
import { INSURANCE_LINE_PATTERN } from '../quote-request.ts';

/** A quote's life: drafted, sent to the contact, then accepted, refused, or past its validity. */
export const QUOTE_STATUSES = ['brouillon', 'envoye', 'accepte', 'refuse', 'expire'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  brouillon: 'Brouillon',
  envoye: 'Envoyé',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
};
/** Moves a broker may make (sending is its own action: it builds and emails the PDF). */
export const QUOTE_TRANSITIONS: Record<QuoteStatus, readonly QuoteStatus[]> = {
  brouillon: ['refuse'],
  envoye: ['accepte', 'refuse', 'expire'],
  accepte: [],
  refuse: [],
  expire: [],
};

/**
 * `POST /api/v1/devis` and `PUT /api/v1/devis/:quoteId` (a draft only): for a company or a
 * contact (at least one; the PDF goes to `contactId`'s e-mail, so sending needs a contact).
 */
export const quoteForm = defineForm({
  schema: Type.Object(
    {
      companyId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      contactId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      insuranceLine: Type.String({ minLength: 1, maxLength: 80, pattern: INSURANCE_LINE_PATTERN }),
      formula: Text(500),
      insurer: OptionalText(100),
      monthlyPremium: Type.Number({ minimum: 0, maximum: 1_000_000 }),
      validUntil: LocalDate,
      notes: OptionalText(2000),
    },
    { additionalProperties: false },
  ),
  messages: {
    companyId: 'Veuillez choisir une entreprise ou un contact.',
    contactId: CRM_MESSAGES.contactNotFound,
    insuranceLine: 'Veuillez choisir le type d’assurance.',
    formula: {
      required: 'Veuillez décrire la formule ou les garanties demandées.',
      invalid: 'La formule doit faire au plus 500 caractères.',
    },
    insurer: CRM_MESSAGES.insurerTooLong,
    monthlyPremium: CRM_MESSAGES.monthlyPremium,
    validUntil: 'Veuillez saisir une date de validité à venir.',
    notes: 'Les notes doivent faire au plus 2000 caractères.',
  },
  rules: [
    {
      field: 'companyId',
      uses: ['contactId'],
      check: (value) => Boolean(value.companyId) || Boolean(value.contactId),
    },
    { field: 'validUntil', check: (value) => isRealDate(value.validUntil) },
    { field: 'validUntil', check: (value) => value.validUntil >= quoteValidityRange().min },
    {
      field: 'validUntil',
      check: (value) => value.validUntil <= quoteValidityRange().max,
      message: 'La date de validité doit être au plus dans un an.',
    },
    { field: 'monthlyPremium', check: (value) => hasAtMostCents(value.monthlyPremium) },
  ],
});
export type QuoteInput = Static<typeof quoteForm.schema>;

/** `PUT /api/v1/devis/:quoteId/status`. */
export const quoteStatusForm = defineForm({
  schema: Type.Object({ status: oneOf(QUOTE_STATUSES) }, { additionalProperties: false }),
  messages: { status: 'Veuillez choisir le nouveau statut du devis.' },
});

export const QUOTE_MESSAGES = {
  notFound: 'Ce devis n’existe pas.',
  transitionRefused: 'Ce changement de statut n’est pas possible pour ce devis.',
  notDraft: 'Seul un devis en brouillon peut être modifié ou envoyé.',
  noRecipient: 'Le devis doit avoir un contact avec une adresse e-mail pour être envoyé.',
  validityPast: 'La date de validité est passée.',
  empty: 'Aucun devis.',
  requestNotFound: 'Cette demande de devis n’existe pas ou a déjà été traitée.',
} as const;
