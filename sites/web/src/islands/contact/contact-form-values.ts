import type { ContactQueryInput } from '@courtage/contracts/crm/contact-query';
import type { FieldError } from '@courtage/contracts/errors';

export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  postalCode: string;
  city: string;
  message: string;
  consent: boolean;
};

export type ContactField = keyof ContactFormValues;

/** Form order: the first field in this order that has an error receives the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'postalCode',
  'city',
  'message',
  'consent',
];

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  postalCode: '',
  city: '',
  message: '',
  consent: false,
};

/** What the form sends: trimmed strings, no phone when left empty. `consent` is sent as is so
 * that an unticked box is reported by the validator rather than silently dropped. */
export function toContactQuery(values: ContactFormValues): ContactQueryInput {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    postalCode: values.postalCode.trim(),
    city: values.city,
    message: values.message.trim(),
    consent: values.consent as true,
  };
}

export type FieldErrors = Partial<Record<ContactField, string>>;

/** One message per known field (the first one wins); errors on fields the form does not have are dropped. */
export function toFieldErrors(errors: readonly FieldError[]): FieldErrors {
  const result: FieldErrors = {};
  for (const { field, message } of errors) {
    if ((CONTACT_FIELDS as readonly string[]).includes(field) && !result[field as ContactField]) {
      result[field as ContactField] = message;
    }
  }
  return result;
}

export function firstInvalidField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}
