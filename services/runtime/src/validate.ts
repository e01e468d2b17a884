import type { FieldError } from '@courtage/contracts/errors';
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

/** Field errors of `value` against `schema` (empty when valid). Compiled once per schema. */
export function validate(schema: TSchema, value: unknown, maxErrors = 20): FieldError[] {
  const checker = checkerFor(schema);
  if (checker.Check(value)) return [];
  const errors: FieldError[] = [];
  for (const error of checker.Errors(value)) {
    errors.push({ field: error.path.replace(/^\//, '').replaceAll('/', '.'), message: error.message });
    if (errors.length >= maxErrors) break;
  }
  return errors;
}
