import { AppError, type FieldError } from '@courtage/contracts/errors';
import type { PostalCodeIndex } from '@courtage/runtime/postal-codes/postal-code-index';
import { checkPostalCodeAndCity } from '../domain/contact/check-postal-code-and-city.ts';
import { ERROR_MESSAGES } from './error-messages.ts';

function inFormOrder(errors: FieldError[], fieldOrder: readonly string[]): FieldError[] {
  const rank = (field: string) => {
    const position = fieldOrder.indexOf(field);
    return position === -1 ? fieldOrder.length : position;
  };
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * The end of a site form's check (contact form, quote request): adds the postal code / city
 * check to the contract's `errors` (unless those fields already failed), throws one 400 with
 * every French field error in the form's order, else gives back the official city name.
 */
export function checkContactForm(
  index: PostalCodeIndex,
  errors: FieldError[],
  body: { postalCode: string; city: string },
  fieldOrder: readonly string[],
): string {
  const hasPlaceErrors = errors.some((e) => e.field === 'postalCode' || e.field === 'city');
  const place = hasPlaceErrors
    ? null
    : checkPostalCodeAndCity(index, body.postalCode.trim(), body.city.trim());
  errors.push(...(place?.errors ?? []));
  if (errors.length > 0)
    throw new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, inFormOrder(errors, fieldOrder));
  return place?.officialCity ?? body.city.trim();
}
