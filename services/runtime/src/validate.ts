import type { FieldError } from '@courtage/contracts/errors';
import { checkForm, controlCharacterPaths, formOf } from '@courtage/contracts/form/define-form';
import type { TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { registerFormats } from './formats.ts';

registerFormats();

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checkerFor(schema: TSchema): TypeCheck<TSchema> {
  let checker = compiled.get(schema);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    compiled.set(schema, checker);
  }
  return checker;
}

/**
 * Field errors of `value` against `schema` (empty when valid). Compiled once per schema. A
 * schema defined as a form (`defineForm`: a form or RPC request) is checked by its form, as the
 * gateway and the site check it: French message per field, its rules, no control characters.
 */
export function validate(schema: TSchema, value: unknown, maxErrors = 20): FieldError[] {
  const checker = checkerFor(schema);
  const form = formOf(schema);
  if (form) {
    // The compiled check is the fast path: a plain form that passes it is done; a form with
    // rules or checks runs them without TypeBox's interpreted walk of its schema's errors.
    const plain = !form.rules?.length && !form.checks?.length;
    const accepted = checker.Check(value);
    if (plain && accepted && controlCharacterPaths(value).length === 0) return [];
    return checkForm(form, value, () => accepted).slice(0, maxErrors);
  }
  if (checker.Check(value)) return [];
  const errors: FieldError[] = [];
  for (const error of checker.Errors(value)) {
    errors.push({ field: error.path.replace(/^\//, '').replaceAll('/', '.'), message: error.message });
    if (errors.length >= maxErrors) break;
  }
  return errors;
}
