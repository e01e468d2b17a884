import { type Static, type TObject, Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../errors.ts';
import { defineForm, type FieldMessage, type FormDefinition, type FormRule } from '../form/define-form.ts';
import { FIELD_MESSAGES } from '../form/field-messages.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidFrenchPhone } from '../validators/french-phone.ts';
import { EmailInput } from './session.ts';

// The fields the account forms share (sign-up, sign-in, profile, passwords; customers and
// staff alike): one schema and one French message each (DESIGN.md section 9).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
const PASSWORD_TOO_LONG = `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
const PASSWORD_LETTER_AND_DIGIT = 'Le mot de passe doit contenir au moins une lettre et un chiffre.';

/** A password being chosen: its length here, letters and digits by `newPasswordRule`. */
export const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

export const NEW_PASSWORD_MESSAGE: FieldMessage = {
  required: 'Veuillez choisir un mot de passe.',
  invalid: PASSWORD_TOO_SHORT,
  tooShort: PASSWORD_TOO_SHORT,
  tooLong: PASSWORD_TOO_LONG,
};

function hasLetterAndDigit(password: string): boolean {
  return /[A-Za-zÀ-ÿ]/.test(password) && /\d/.test(password);
}

/** The rule a schema cannot say of a new password in `field`: at least a letter and a digit. */
export function newPasswordRule<T>(field: string & keyof T): FormRule<T> {
  return {
    field,
    check: (value) => hasLetterAndDigit(String(value[field])),
    message: PASSWORD_LETTER_AND_DIGIT,
  };
}

/** French message of a password that breaks the rules, or null (services creating accounts). */
export function checkPasswordRules(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return hasLetterAndDigit(password) ? null : PASSWORD_LETTER_AND_DIGIT;
}

/** The password of a sign-in (any text: the rules are checked when it is chosen). */
export const PASSWORD_MESSAGE = 'Veuillez saisir votre mot de passe.';
/** The current password a change needs. */
export const CURRENT_PASSWORD_MESSAGE = 'Veuillez saisir votre mot de passe actuel.';

export const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' });
export const FIRST_NAME_MESSAGE: FieldMessage = {
  required: 'Veuillez saisir votre prénom.',
  invalid: `Votre prénom doit contenir au plus ${NAME_MAX_LENGTH} caractères.`,
};
export const LAST_NAME_MESSAGE: FieldMessage = {
  required: 'Veuillez saisir votre nom.',
  invalid: `Votre nom doit contenir au plus ${NAME_MAX_LENGTH} caractères.`,
};

/** A phone as typed (spaces, dots, +33); the service stores its national form. */
export const Phone = Type.String({ maxLength: 30 });

/** The e-mail of a form: the loose schema, then `isValidEmail` (`emailRule`). */
export const Email = EmailInput;
export const EMAIL_MESSAGE = FIELD_MESSAGES.email;
export const PHONE_MESSAGE = FIELD_MESSAGES.phone;

export function emailRule<T>(field: string & keyof T): FormRule<T> {
  return { field, check: (value) => isValidEmail(String(value[field]).trim()) };
}

/** A phone is optional: blank or null is no phone, anything else a French number. */
export function phoneRule<T>(field: string & keyof T): FormRule<T> {
  return {
    field,
    check: (value) => {
      const phone = value[field];
      return typeof phone !== 'string' || phone.trim() === '' || isValidFrenchPhone(phone.trim());
    },
  };
}

/**
 * Declares `schema`, the bus request of a form the gateway completes with fields of its own (the
 * account id from the verified token, the kind of account), as a form: the form's messages and
 * rules, so that the service checks what the user typed as the browser and the gateway did.
 * Returns the schema, for `defineRpc`'s `request`.
 */
export function formRequest<S extends TObject>(
  schema: S,
  form: Pick<FormDefinition, 'messages'> & { rules?: readonly FormRule<never>[] },
): S {
  const messages: Record<string, FieldMessage> = { ...form.messages };
  for (const key of Object.keys(schema.properties)) messages[key] ??= REQUEST_MESSAGES.invalidField;
  defineForm({
    schema,
    messages,
    // The form's rules read only the form's fields, which the request has with the same types.
    rules: form.rules as unknown as readonly FormRule<Static<S>>[],
  });
  return schema;
}

/** The token of an emailed link (activation, verification, reset), single use. */
export const LinkToken = Type.String({ minLength: 10, maxLength: 200 });
/** A refresh token as presented. */
export const RefreshToken = Type.String({ minLength: 10, maxLength: 200 });
/** Which kind of account a kind-agnostic request is for (the gateway sets it by route). */
export const AccountKindInput = Type.Union([Type.Literal('customer'), Type.Literal('staff')]);
