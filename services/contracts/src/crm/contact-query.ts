import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import type { FieldError } from '../errors.ts';
import { IsoDateTime, Uuid } from '../schemas.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validators/email.ts';
import { isValidFrenchPhone } from '../validators/french-phone.ts';
import { normalizeFrenchPhone } from '../validators/normalize-french-phone.ts';
import { isValidPostalCode, POSTAL_CODE_PATTERN } from '../validators/postal-code.ts';

export const CONTACT_QUERY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  cityMax: 100,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** French messages shown next to each field of the contact form. */
export const CONTACT_QUERY_MESSAGES = {
  nameRequired: 'Veuillez indiquer votre nom.',
  nameTooLong: `Votre nom ne doit pas dépasser ${CONTACT_QUERY_LIMITS.nameMax} caractères.`,
  email: 'Adresse e-mail invalide.',
  phone: 'Numéro de téléphone invalide.',
  postalCode: 'Code postal invalide : 5 chiffres attendus.',
  city: 'Veuillez choisir votre commune.',
  messageTooShort: `Votre message doit contenir au moins ${CONTACT_QUERY_LIMITS.messageMin} caractères.`,
  messageTooLong: `Votre message ne doit pas dépasser ${CONTACT_QUERY_LIMITS.messageMax} caractères.`,
  consent: 'Vous devez accepter d’être recontacté.',
  unknownField: 'Ce champ n’est pas attendu.',
} as const;

/**
 * The contact form as the gateway receives it and as `crm.create-contact-query`
 * carries it (normalized: trimmed, empty phone removed). `validateContactQuery`
 * is the stricter check that gives the French messages.
 */
export const ContactQueryInput = Type.Object(
  {
    name: Type.String({ minLength: CONTACT_QUERY_LIMITS.nameMin, maxLength: CONTACT_QUERY_LIMITS.nameMax }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    phone: Type.Optional(Type.String({ pattern: '^(?:0|\\+33)[0-9 .]{9,20}$' })),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    city: Type.String({ minLength: 1, maxLength: CONTACT_QUERY_LIMITS.cityMax }),
    message: Type.String({
      minLength: CONTACT_QUERY_LIMITS.messageMin,
      maxLength: CONTACT_QUERY_LIMITS.messageMax,
    }),
    consent: Type.Literal(true, { description: 'Le visiteur accepte d’être recontacté.' }),
  },
  { additionalProperties: false },
);
export type ContactQueryInput = Static<typeof ContactQueryInput>;

const FIELDS = new Set(['name', 'email', 'phone', 'postalCode', 'city', 'message', 'consent']);

function trimmed(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Every problem of a contact form at once, one French message per bad field, in
 * form order; an empty array when the form is valid. Browser-safe: the site runs it
 * before sending and the gateway runs it again. Whether the city belongs to the
 * postal code needs the communes data, so the gateway checks that separately.
 */
export function validateContactQuery(input: unknown): FieldError[] {
  const body: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });

  const name = trimmed(body.name);
  if (name === undefined || name.length < CONTACT_QUERY_LIMITS.nameMin)
    add('name', CONTACT_QUERY_MESSAGES.nameRequired);
  else if (name.length > CONTACT_QUERY_LIMITS.nameMax) add('name', CONTACT_QUERY_MESSAGES.nameTooLong);

  const email = trimmed(body.email);
  if (email === undefined || !isValidEmail(email)) add('email', CONTACT_QUERY_MESSAGES.email);

  const phone = body.phone === undefined || body.phone === null ? '' : body.phone;
  if (typeof phone !== 'string' || (phone.trim() !== '' && !isValidFrenchPhone(phone.trim()))) {
    add('phone', CONTACT_QUERY_MESSAGES.phone);
  }

  const postalCode = trimmed(body.postalCode);
  if (postalCode === undefined || !isValidPostalCode(postalCode))
    add('postalCode', CONTACT_QUERY_MESSAGES.postalCode);

  const city = trimmed(body.city);
  if (city === undefined || city.length === 0 || city.length > CONTACT_QUERY_LIMITS.cityMax) {
    add('city', CONTACT_QUERY_MESSAGES.city);
  }

  const message = trimmed(body.message);
  if (message === undefined || message.length < CONTACT_QUERY_LIMITS.messageMin) {
    add('message', CONTACT_QUERY_MESSAGES.messageTooShort);
  } else if (message.length > CONTACT_QUERY_LIMITS.messageMax) {
    add('message', CONTACT_QUERY_MESSAGES.messageTooLong);
  }

  if (body.consent !== true) add('consent', CONTACT_QUERY_MESSAGES.consent);

  for (const key of Object.keys(body)) {
    if (!FIELDS.has(key)) add(key, CONTACT_QUERY_MESSAGES.unknownField);
  }
  return errors;
}

/**
 * The form as it is sent on the bus and stored: strings trimmed, the phone in its
 * national form `0612345678`, an empty or missing phone left out. Call it only on input `validateContactQuery` accepted.
 */
export function normalizeContactQuery(input: ContactQueryInput): ContactQueryInput {
  const phone = input.phone?.trim() ? normalizeFrenchPhone(input.phone.trim()) : null;
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    ...(phone ? { phone } : {}),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    message: input.message.trim(),
    consent: true,
  };
}

export const ContactQueryCreated = Type.Object(
  {
    id: Uuid,
    status: Type.Literal('received'),
    createdAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type ContactQueryCreated = Static<typeof ContactQueryCreated>;

/** Stores a visitor's contact-form message; crm then emits `crm.contact-query.received`. */
export const createContactQuery = defineRpc({
  service: 'crm',
  type: 'crm.create-contact-query',
  version: 1,
  request: ContactQueryInput,
  response: ContactQueryCreated,
});
