import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import type { TObject } from '@sinclair/typebox';
import { ApiError } from '../auth/api-error.ts';

/** Field path -> French message, the first message of each field. */
export type FieldErrors = Record<string, string>;

/** The browser's run of a form's one definition (DESIGN.md section 9), keyed by field path. */
export function formErrors<S extends TObject>(form: FormDefinition<S>, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of checkForm(form, value)) errors[field] ??= message;
  return errors;
}

/**
 * The gateway's VALIDATION_FAILED details by field path (`address.zipCode` stays whole, so a
 * nested field's error lands next to that field), or {} for any other failure.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const field = String(detail.field ?? '')
      .replace(/^\//, '')
      .replaceAll('/', '.');
    if (field) errors[field] ??= detail.message;
  }
  return errors;
}
