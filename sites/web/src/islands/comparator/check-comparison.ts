import type { FieldError } from '@courtage/contracts/errors';
import { checkComparisonRequest } from '@courtage/contracts/offer/comparison-request-check';

// A chunk of its own (ComparatorForm loads it with steps 2 and 3). The check is the contracts'
// comparator form with its schema compiled ahead of time (no TypeBox in the browser).

/** The comparator form's field errors in French, in form order (the gateway's answer too). */
export function checkComparison(request: unknown): FieldError[] {
  return checkComparisonRequest(request);
}
