import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { isValidIban } from '../../validators/iban.ts';
import { POSTAL_CODE_PATTERN } from '../../validators/postal-code.ts';
import { isValidSiren } from '../../validators/siren.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';
import { companyCreationRange } from '../date-bounds.ts';
import { isRealDate, LocalDate, OptionalText, oneOf, Text } from './record-fields.ts';

/** A company is a prospect until a broker turns it into a client (with the reason). */
export const COMPANY_KINDS = ['prospect', 'client'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];
export const COMPANY_KIND_LABELS: Record<CompanyKind, string> = { prospect: 'Prospect', client: 'Client' };

/** NAF (APE) code as INSEE writes it: `62.01Z`. */
export const NAF_CODE_PATTERN = '^\\d{2}\\.\\d{2}[A-Z]$';

/**
 * `POST /api/v1/entreprise` and `PUT /api/v1/entreprise/:companyId`: the company's fields.
 * Omitted optional fields are empty. `town` may be omitted: crm takes it from the postal code
 * (the only commune, or the one given must be among the postal code's communes). `nafActivity`
 * is never sent: crm fills it with the official label of `codeNaf`. On update, an omitted `iban`
 * keeps the stored one (it is never sent back in clear).
 */
export const companyForm = defineForm({
  schema: Type.Object(
    {
      companyName: Text(200),
      siren: Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s?\\d{3}\\s*$' }),
      kind: oneOf(COMPANY_KINDS),
      legalForm: OptionalText(80),
      creationDate: Type.Optional(LocalDate),
      address: OptionalText(200),
      zipCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
      town: OptionalText(100),
      codeNaf: Type.Optional(Type.String({ pattern: NAF_CODE_PATTERN })),
      sector: OptionalText(100),
      turnover: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })),
      iban: Type.Optional(Type.String({ minLength: 1, maxLength: 42 })),
      rcsCity: OptionalText(100),
      registeredOfficeAddress: OptionalText(200),
      companyRepresentative: OptionalText(150),
    },
    { additionalProperties: false },
  ),
  messages: {
    companyName: {
      required: 'Veuillez saisir la raison sociale.',
      invalid: 'La raison sociale doit faire au plus 200 caractères.',
    },
    siren: {
      required: 'Veuillez saisir le numéro SIREN.',
      invalid: 'Le numéro SIREN est invalide (9 chiffres, clé de contrôle).',
    },
    kind: CRM_MESSAGES.prospectOrClient,
    legalForm: 'La forme juridique doit faire au plus 80 caractères.',
    creationDate: 'La date de création est invalide.',
    address: 'L’adresse doit faire au plus 200 caractères.',
    zipCode: {
      required: 'Veuillez saisir le code postal.',
      invalid: 'Le code postal doit comporter 5 chiffres.',
    },
    town: 'Cette ville ne correspond pas au code postal.',
    codeNaf: 'Code NAF inconnu (format 62.01Z).',
    sector: 'Le secteur doit faire au plus 100 caractères.',
    turnover: 'Le chiffre d’affaires doit être un montant positif en euros.',
    iban: 'L’IBAN est invalide.',
    rcsCity: 'La ville du RCS doit faire au plus 100 caractères.',
    registeredOfficeAddress: 'L’adresse du siège doit faire au plus 200 caractères.',
    companyRepresentative: 'Le représentant légal doit faire au plus 150 caractères.',
  },
  rules: [
    { field: 'siren', check: (value) => isValidSiren(value.siren) },
    { field: 'iban', check: (value) => value.iban === undefined || isValidIban(value.iban) },
    {
      field: 'creationDate',
      check: (value) => value.creationDate === undefined || isRealDate(value.creationDate),
    },
    {
      field: 'creationDate',
      check: (value) => value.creationDate === undefined || value.creationDate >= companyCreationRange().min,
      message: 'La date de création ne peut pas être antérieure à 1800.',
    },
    {
      field: 'creationDate',
      check: (value) => value.creationDate === undefined || value.creationDate <= companyCreationRange().max,
      message: 'La date de création ne peut pas être dans le futur.',
    },
  ],
});
export type CompanyInput = Static<typeof companyForm.schema>;

/** `POST /api/v1/entreprise/:companyId/become-client`: turning a prospect into a client. */
export const becomeClientForm = defineForm({
  schema: Type.Object({ reason: Text(1000) }, { additionalProperties: false }),
  messages: {
    reason: {
      required: 'Veuillez indiquer la raison du passage en client.',
      invalid: 'La raison doit faire au plus 1000 caractères.',
    },
  },
});

/** `POST /api/v1/entreprise/:companyId/comments`: a comment on the Actualités tab. */
export const companyCommentForm = defineForm({
  schema: Type.Object({ text: Text(5000) }, { additionalProperties: false }),
  messages: {
    text: {
      required: 'Veuillez saisir un commentaire.',
      invalid: 'Le commentaire doit faire au plus 5000 caractères.',
    },
  },
});

/** French refusals of the company actions the form cannot say. */
export const COMPANY_MESSAGES = {
  notFound: CRM_MESSAGES.companyNotFound,
  sirenTaken: 'Une entreprise avec ce numéro SIREN existe déjà.',
  unknownZipCode: 'Ce code postal n’existe pas.',
  townAmbiguous: 'Plusieurs communes ont ce code postal : veuillez choisir la ville.',
  alreadyClient: 'Cette entreprise est déjà cliente.',
  empty: 'Aucune entreprise enregistrée.',
  noComments: 'Aucun commentaire pour l’instant.',
} as const;
