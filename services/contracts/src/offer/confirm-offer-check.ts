import type { FieldError } from '../errors.ts';
import { checkCompiledForm } from '../form/compiled-check.ts';
import { confirmFormParts } from './confirm-form-parts.ts';
import { validate } from './confirm-offer.check.generated.ts';

/**
 * The confirmation step's check for the browser: `checkForm(confirmOfferForm, request)` without
 * TypeBox (the schema compiled ahead of time). Same French messages, same order.
 */
export function checkConfirmOffer(request: unknown): FieldError[] {
  return checkCompiledForm(confirmFormParts, validate, request);
}
