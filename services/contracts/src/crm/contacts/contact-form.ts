import { type Static, Type } from '@sinclair/typebox';
import { defineForm } from '../../form/define-form.ts';
import { Uuid } from '../../schemas.ts';
import { isValidEmail } from '../../validators/email.ts';
import { isValidFrenchPhone } from '../../validators/french-phone.ts';
import { OptionalText, oneOf, Text } from '../companies/record-fields.ts';
import { CRM_MESSAGES } from '../crm-messages.ts';

export const CIVILITIES = ['M.', 'Mme'] as const;
export type Civility = (typeof CIVILITIES)[number];

const CONTACT_FIELDS = {
  civility: oneOf(CIVILITIES),
  name: Text(100),
  forename: Text(100),
  function: OptionalText(100),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
};

const CONTACT_MESSAGES = {
  civility: 'Veuillez choisir la civilité (M. ou Mme).',
  name: { required: 'Veuillez saisir le nom.', invalid: 'Le nom doit faire au plus 100 caractères.' },
  forename: {
    required: 'Veuillez saisir le prénom.',
    invalid: 'Le prénom doit faire au plus 100 caractères.',
  },
  function: 'La fonction doit faire au plus 100 caractères.',
  email: 'L’adresse e-mail est invalide.',
  phone: 'Le numéro de téléphone est invalide (10 chiffres ou +33).',
} as const;

type ContactFields = { email?: string; phone?: string };
const CONTACT_RULES = [
  {
    field: 'email',
    check: (value: ContactFields) =>
      value.email === undefined || value.email.trim() === '' || isValidEmail(value.email.trim()),
  },
  {
    field: 'phone',
    check: (value: ContactFields) =>
      value.phone === undefined || value.phone.trim() === '' || isValidFrenchPhone(value.phone),
  },
];

/**
 * `POST /api/v1/contact` and `PUT /api/v1/contact/:contactId`: a person, belonging to a company
 * (`companyId`) or standing alone (an individual client: `companyId` null or omitted).
 */
export const contactForm = defineForm({
  schema: Type.Object(
    { ...CONTACT_FIELDS, companyId: Type.Optional(Type.Union([Uuid, Type.Null()])) },
    { additionalProperties: false },
  ),
  messages: { ...CONTACT_MESSAGES, companyId: CRM_MESSAGES.companyNotFound },
  rules: CONTACT_RULES,
});
export type ContactInput = Static<typeof contactForm.schema>;

/**
 * One row of a contacts CSV import (`POST /api/v1/contact/upload`), after the header mapping:
 * the contact's fields and, to attach it to a company, that company's SIREN.
 */
export const contactImportRowForm = defineForm({
  schema: Type.Object(
    { ...CONTACT_FIELDS, companySiren: Type.Optional(Type.String({ maxLength: 20 })) },
    { additionalProperties: false },
  ),
  messages: { ...CONTACT_MESSAGES, companySiren: CRM_MESSAGES.sirenUnknown },
  rules: CONTACT_RULES,
});
export type ContactImportRow = Static<typeof contactImportRowForm.schema>;

/** French CSV headers of a contacts import (any case, accents optional) -> field. */
export const CONTACT_IMPORT_HEADERS: Record<string, keyof ContactImportRow> = {
  civilite: 'civility',
  nom: 'name',
  prenom: 'forename',
  fonction: 'function',
  email: 'email',
  'e-mail': 'email',
  telephone: 'phone',
  siren: 'companySiren',
};

export const CONTACT_MESSAGES_EXTRA = {
  notFound: CRM_MESSAGES.contactNotFound,
  empty: 'Aucun contact enregistré.',
} as const;
