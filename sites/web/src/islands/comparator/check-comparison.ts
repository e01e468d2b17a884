import type { FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request';

// A chunk of its own (ComparatorForm loads it with steps 2 and 3): the form's check carries
// TypeBox's schema builders and error walk, about 20 kB gzipped, out of the home page's first load.

/** The comparator form's field errors in French, in form order (the gateway's answer too). */
export function checkComparison(request: unknown): FieldError[] {
  return checkForm(comparisonRequestForm, request);
}
