import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType } from '@sinclair/typebox/errors';
import type { FieldError } from '../errors.ts';
import { type FormParts, formErrors, type SchemaError } from './form-core.ts';

/**
 * One definition per form or RPC request (DESIGN.md section 9): the TypeBox schema (the wire
 * format the gateway, the bus and the service check), the French message of each field, and
 * the few rules a schema cannot say (check digits, fields that depend on each other).
 * `checkForm` runs it the same way in the browser, the gateway and the service.
 */

export type FormDefinition<S extends TObject = TObject> = FormParts<Static<S>> & { schema: S };

export {
  controlCharacterPaths,
  type FieldMessage,
  type FieldProblem,
  type FormParts,
  type FormRule,
  fieldOrder,
  hasControlCharacters,
} from './form-core.ts';
export { CONTROL_CHARACTER_MESSAGE, NOT_A_FORM_MESSAGE, UNKNOWN_FIELD_MESSAGE } from './form-messages.ts';

/**
 * Each form by its schema, so that a route declaring `body: form.schema` is checked by its form.
 * Kept on `globalThis` so that two copies of this module (a test runner's and Node's own, for
 * plugins loaded by path) share it.
 */
const REGISTRY = Symbol.for('courtage.contracts.forms');
const shared = globalThis as { [REGISTRY]?: WeakMap<TSchema, FormDefinition> };
const FORMS = shared[REGISTRY] ?? new WeakMap<TSchema, FormDefinition>();
shared[REGISTRY] = FORMS;

/**
 * Declares a form. Marked free of side effects for bundlers: the registration below only serves
 * `formOf` (the gateway), so a browser bundle drops the definitions it does not use.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineForm<S extends TObject>(definition: FormDefinition<S>): FormDefinition<S> {
  FORMS.set(definition.schema, definition as unknown as FormDefinition);
  return definition;
}

/** The form whose schema this is (the same object), if one was defined. */
export function formOf(schema: TSchema): FormDefinition | undefined {
  return FORMS.get(schema);
}

/** `/bankDetails/iban` -> `bankDetails.iban`; array indexes are kept (`members.0.birthDate`). */
function toFieldPath(pointer: string): string {
  return pointer.replace(/^\//, '').replaceAll('/', '.').replaceAll('~1', '/').replaceAll('~0', '~');
}

const TOO_SHORT = new Set<ValueErrorType>([ValueErrorType.StringMinLength, ValueErrorType.ArrayMinItems]);
const TOO_LONG = new Set<ValueErrorType>([ValueErrorType.StringMaxLength, ValueErrorType.ArrayMaxItems]);

function* typeBoxErrors(schema: TSchema, value: unknown): Iterable<SchemaError> {
  for (const error of Errors(schema, value)) {
    yield {
      path: toFieldPath(error.path),
      kind:
        error.type === ValueErrorType.ObjectRequiredProperty
          ? 'required'
          : error.type === ValueErrorType.ObjectAdditionalProperties
            ? 'unknown'
            : TOO_SHORT.has(error.type)
              ? 'tooShort'
              : TOO_LONG.has(error.type)
                ? 'tooLong'
                : 'other',
      value: error.value,
    };
  }
}

/**
 * Every problem of `value` against the form at once: one French message per field, in form
 * order, an empty array when the value is valid. Browser-safe (no code generation, so it runs
 * under a CSP without 'unsafe-eval'). `schemaAccepts`, the form's schema compiled (the gateway's
 * and the bus's TypeCompiler check, cached per schema), spares the walk of TypeBox's errors
 * when the value passes the schema: the same verdict, the rules and checks still run.
 */
export function checkForm<S extends TObject>(
  form: FormDefinition<S>,
  value: unknown,
  schemaAccepts?: (value: unknown) => boolean,
): FieldError[] {
  return formErrors(form, value, () => (schemaAccepts?.(value) ? [] : typeBoxErrors(form.schema, value)));
}
