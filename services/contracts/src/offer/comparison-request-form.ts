import { defineForm } from '../form/define-form.ts';
import { comparisonFormParts } from './comparison-form-parts.ts';
import { ComparisonRequestSchema } from './comparison-request.ts';

// The schema (comparison-request.ts) and the messages and rules (comparison-form-parts.ts, which
// the browser joins to the schema's check compiled ahead of time) meet here, so that neither
// imports the other.

/**
 * The comparator's form (DESIGN.md section 9): the browser runs it per step, the gateway on the
 * body and the offer service on the bus message. Whether the postal code exists and the city is
 * one of its communes needs the communes data: the offer service checks that (`findCommune`).
 */
export const comparisonRequestForm = defineForm({
  schema: ComparisonRequestSchema,
  ...comparisonFormParts,
});
