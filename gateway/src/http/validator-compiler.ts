import { AppError, type FieldError } from '@courtage/contracts/errors';
import {
  CONTROL_CHARACTER_MESSAGE,
  checkForm,
  controlCharacterPaths,
  type FormDefinition,
  formOf,
} from '@courtage/contracts/form/define-form';
import { markChecked } from '@courtage/runtime/checked-values';
import { Kind, type TObject, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Errors } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import { ERROR_MESSAGES } from './error-messages.ts';

type Check = (data: unknown) => { value: unknown } | { error: Error };

const invalid = (details: FieldError[]) =>
  ({ error: new AppError('VALIDATION_FAILED', ERROR_MESSAGES.validation, details) }) as const;

/** A schema no form was defined for: each top-level property gets the gateway's generic messages. */
const genericForms = new WeakMap<TObject, FormDefinition>();
function genericForm(schema: TObject): FormDefinition {
  let form = genericForms.get(schema);
  if (!form) {
    const message = { required: ERROR_MESSAGES.requiredField, invalid: ERROR_MESSAGES.invalidField };
    form = { schema, messages: Object.fromEntries(Object.keys(schema.properties).map((k) => [k, message])) };
    genericForms.set(schema, form);
  }
  return form;
}

function isObjectSchema(schema: TSchema): schema is TObject {
  return schema[Kind] === 'Object' || (schema.type === 'object' && typeof schema.properties === 'object');
}

/** The schema compiled to a function, or null when TypeBox cannot compile it. */
function compiledCheck(schema: TSchema): ((data: unknown) => boolean) | null {
  try {
    const checker = TypeCompiler.Compile(schema);
    return (data) => checker.Check(data);
  } catch {
    return null;
  }
}

/** A body: its form's check (the one the browser runs), never coerced. */
function bodyCheck(schema: TSchema): Check {
  if (isObjectSchema(schema)) {
    const form = formOf(schema) ?? genericForm(schema);
    // The compiled schema is the fast path of a valid value: the form's walk (TypeBox's
    // interpreted Errors) gives the same verdict, and runs for what needs its messages. 4 % of
    // the gateway's CPU on the READ round trip of tests/bench. A form with rules or checks runs
    // them after the compiled check (the comparison form's walk was 10 % of create-offer's).
    const plain = !form.rules?.length && !form.checks?.length;
    const compiled = compiledCheck(schema);
    // A body its form accepted is marked for the bus client, which then does not check the same
    // object against the same schema again before sending it (checked-values.ts).
    return (data) => {
      const accepted = compiled?.(data) ?? false;
      if (plain && accepted && controlCharacterPaths(data).length === 0) {
        markChecked(schema, data);
        return { value: data };
      }
      const errors = checkForm(form, data, compiled ? () => accepted : undefined);
      if (errors.length > 0) return invalid(errors);
      markChecked(schema, data);
      return { value: data };
    };
  }
  return (data) => {
    const paths = controlCharacterPaths(data);
    if (paths.length > 0)
      return invalid(paths.map((field) => ({ field, message: CONTROL_CHARACTER_MESSAGE })));
    const first = Errors(schema, data).First();
    return first
      ? invalid([
          { field: first.path.replace(/^\//, '').replaceAll('/', '.'), message: ERROR_MESSAGES.invalidField },
        ])
      : { value: data };
  };
}

/**
 * Query string, path parameters and headers arrive as text: converted to the schema's types
 * (`?days=10` -> 10, one value -> a one-item list), defaults applied, then checked like a body.
 */
function textCheck(schema: TSchema): Check {
  const check = bodyCheck(schema);
  return (data) => {
    const converted = Value.Default(schema, Value.Convert(schema, copyOfText(data)));
    return check(converted);
  };
}

/**
 * A copy for Convert and Default to change (they write into the object they get): query
 * strings, params and headers are flat, values text or lists of text, so one level is the whole
 * value (structuredClone did the same at 3 % of the gateway's CPU on the READ round trip).
 */
function copyOfText(data: unknown): unknown {
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object') return data;
  if (Array.isArray(data)) return structuredClone(data);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    copy[key] =
      Array.isArray(value) || (typeof value === 'object' && value !== null) ? structuredClone(value) : value;
  }
  return copy;
}

/**
 * The gateway's one validator (DESIGN.md section 9): a body is checked by its contract's form
 * (`formOf(schema)`; a schema without one gets generic French messages), without type
 * coercion, so `12345`, `true`, `["x"]` or `null` are refused where text is expected. Every
 * answer is a 400 `VALIDATION_FAILED` with the French field errors in form order.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyCheck(schema) : textCheck(schema);
