import type { FieldError } from '../errors.ts';
import { checkCompiledForm } from '../form/compiled-check.ts';
import { comparisonFormParts } from './comparison-form-parts.ts';
import { validate } from './comparison-request.check.generated.ts';

/**
 * The comparator form's check for the browser: `checkForm(comparisonRequestForm, request)`
 * without TypeBox (the schema compiled ahead of time). Same French messages, same order.
 */
export function checkComparisonRequest(request: unknown): FieldError[] {
  return checkCompiledForm(comparisonFormParts, validate, request);
}
