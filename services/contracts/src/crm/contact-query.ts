import { type Static, Type } from '@sinclair/typebox';
import { defineForm, type FormRule } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validators/email.ts';
import { isValidFrenchPhone } from '../validators/french-phone.ts';
import { normalizeFrenchPhone } from '../validators/normalize-french-phone.ts';
import { POSTAL_CODE_PATTERN } from '../validators/postal-code.ts';

export const CONTACT_QUERY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  cityMax: 100,
  messageMin: 10,
  messageMax: 2000,
} as const;

const NAME_MESSAGE = FIELD_MESSAGES.name;
const MESSAGE_TOO_SHORT = `Votre message doit contenir au moins ${CONTACT_QUERY_LIMITS.messageMin} caractères.`;
const CITY_MESSAGE = FIELD_MESSAGES.city;

/** The French message of each field of the contact form, in form order. */
export const CONTACT_QUERY_MESSAGES = {
  name: {
    required: NAME_MESSAGE,
    invalid: NAME_MESSAGE,
    tooLong: `Votre nom ne doit pas dépasser ${CONTACT_QUERY_LIMITS.nameMax} caractères.`,
  },
  email: FIELD_MESSAGES.email,
  phone: FIELD_MESSAGES.phone,
  postalCode: FIELD_MESSAGES.postalCode,
  city: CITY_MESSAGE,
  message: {
    required: MESSAGE_TOO_SHORT,
    invalid: MESSAGE_TOO_SHORT,
    tooLong: `Votre message ne doit pas dépasser ${CONTACT_QUERY_LIMITS.messageMax} caractères.`,
  },
  consent: 'Vous devez accepter d’être recontacté.',
} as const;

/** The city is not one of the postal code's communes (checked where the official data is). */
export const CITY_NOT_IN_POSTAL_CODE = CITY_MESSAGE;

// "At least n characters once trimmed": n non-blank characters apart, whatever surrounds them.
const atLeastTrimmed = (n: number) => `\\S[\\s\\S]{${n - 2},}\\S`;

/**
 * The contact form as the gateway receives it and as `crm.create-contact-query` carries it
 * (normalized: trimmed, empty phone removed). `contactQueryForm` adds the French messages
 * and the rules a schema cannot say (e-mail and phone checks).
 */
export const ContactQueryInput = Type.Object(
  {
    name: Type.String({
      minLength: CONTACT_QUERY_LIMITS.nameMin,
      maxLength: CONTACT_QUERY_LIMITS.nameMax,
      pattern: atLeastTrimmed(CONTACT_QUERY_LIMITS.nameMin),
    }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9 .+]*$' })),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    city: Type.String({ minLength: 1, maxLength: CONTACT_QUERY_LIMITS.cityMax, pattern: '\\S' }),
    message: Type.String({
      minLength: CONTACT_QUERY_LIMITS.messageMin,
      maxLength: CONTACT_QUERY_LIMITS.messageMax,
      pattern: atLeastTrimmed(CONTACT_QUERY_LIMITS.messageMin),
    }),
    consent: Type.Literal(true, { description: 'Le visiteur accepte d’être recontacté.' }),
  },
  { additionalProperties: false },
);
export type ContactQueryInput = Static<typeof ContactQueryInput>;

/** The rules of a contact's fields that a schema cannot say; the quote request reuses them. */
export const CONTACT_RULES: FormRule<ContactQueryInput>[] = [
  { field: 'email', check: (v) => isValidEmail(v.email.trim()) },
  {
    field: 'phone',
    check: (v) => v.phone === undefined || v.phone.trim() === '' || isValidFrenchPhone(v.phone.trim()),
  },
];

/**
 * The contact form, checked the same way by the site (before sending), the gateway and crm.
 * Whether the city belongs to the postal code needs the communes data: the gateway checks that
 * with `findCommune` once every field passed.
 */
export const contactQueryForm = defineForm({
  schema: ContactQueryInput,
  messages: CONTACT_QUERY_MESSAGES,
  rules: CONTACT_RULES,
});

/**
 * The form as it is sent on the bus and stored: strings trimmed, the phone in its
 * national form `0612345678`, an empty or missing phone left out. Call it only on input
 * `contactQueryForm` accepted.
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
