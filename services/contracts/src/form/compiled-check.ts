import type { FieldError } from '../errors.ts';
import { type FormParts, formErrors, type SchemaError } from './form-core.ts';

// The browser's check of a form whose schema was compiled ahead of time (scripts/compile-form-
// checks.ts: Ajv's standalone code, generated at build time and committed, so no `new Function`
// under the CSP and no TypeBox in the bundle). Same messages, rules and order as `checkForm`;
// gateway/test/forms-agree.test.ts holds both to the same answers.

/** What Ajv's generated code leaves in `validate.errors` (the fields read here). */
type AjvError = { instancePath: string; keyword: string; params: Record<string, unknown> };
/** A generated validator: true when valid, its errors on itself otherwise. */
export type CompiledValidator = ((value: unknown) => boolean) & { errors?: AjvError[] | null };

/** `/members/status` -> `members.status` (JSON pointer to the forms' dotted paths). */
function toFieldPath(pointer: string): string {
  return pointer.replace(/^\//, '').replaceAll('/', '.').replaceAll('~1', '/').replaceAll('~0', '~');
}

function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path === '' ? [] : path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function* ajvErrors(validate: CompiledValidator, value: unknown): Iterable<SchemaError> {
  if (validate(value)) return;
  for (const error of validate.errors ?? []) {
    const at = toFieldPath(error.instancePath);
    const child = (key: unknown) => (at === '' ? String(key) : `${at}.${String(key)}`);
    if (error.keyword === 'required') {
      yield { path: child(error.params.missingProperty), kind: 'required', value: undefined };
    } else if (error.keyword === 'additionalProperties') {
      const path = child(error.params.additionalProperty);
      yield { path, kind: 'unknown', value: valueAt(value, path) };
    } else {
      const kind =
        error.keyword === 'minLength' || error.keyword === 'minItems'
          ? 'tooShort'
          : error.keyword === 'maxLength' || error.keyword === 'maxItems'
            ? 'tooLong'
            : 'other';
      yield { path: at, kind, value: valueAt(value, at) };
    }
  }
}

/** `checkForm` for the browser: the form's parts and its schema compiled ahead of time. */
export function checkCompiledForm<T>(
  form: FormParts<T>,
  validate: CompiledValidator,
  value: unknown,
): FieldError[] {
  return formErrors(form, value, () => ajvErrors(validate, value));
}
