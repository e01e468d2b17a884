import { type ContactQueryInput, contactQueryForm } from '@courtage/contracts/crm/contact-query';
import type { FieldError } from '@courtage/contracts/errors';
import { fieldOrder } from '@courtage/contracts/form/define-form';

// Everything here follows the contract's form (fields, their order, which are checkboxes): a new
// field of the contact form is its schema and message in contracts plus its JSX.

/** What the inputs hold: text for every field, a boolean for a checkbox. */
export type ContactFormValues = {
  [K in keyof ContactQueryInput]-?: ContactQueryInput[K] extends boolean ? boolean : string;
};

export type ContactField = keyof ContactFormValues;

/** Form order: the first field in this order that has an error receives the focus. */
export const CONTACT_FIELDS = fieldOrder(contactQueryForm) as readonly ContactField[];

const properties = contactQueryForm.schema.properties as Record<string, { type?: unknown; const?: unknown }>;
const isCheckbox = (field: string) =>
  properties[field]?.type === 'boolean' || typeof properties[field]?.const === 'boolean';
const isOptional = (field: string) =>
  !(contactQueryForm.schema.required as readonly string[]).includes(field);

export const EMPTY_CONTACT_FORM = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, isCheckbox(field) ? false : '']),
) as ContactFormValues;

/** What the form sends: trimmed strings, an optional field left empty is left out. A checkbox is
 * sent as is so that an unticked box is reported by the check rather than silently dropped. */
export function toContactQuery(values: ContactFormValues): ContactQueryInput {
  const query: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field];
    if (typeof value !== 'string') query[field] = value;
    else if (value.trim() !== '' || !isOptional(field)) query[field] = value.trim();
  }
  return query as ContactQueryInput;
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
