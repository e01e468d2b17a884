import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType } from '@sinclair/typebox/errors';
import type { FieldError } from '../errors.ts';

/**
 * One definition per form or RPC request (DESIGN.md section 9): the TypeBox schema (the wire
 * format the gateway, the bus and the service check), the French message of each field, and
 * the few rules a schema cannot say (check digits, fields that depend on each other).
 * `checkForm` runs it the same way in the browser, the gateway and the service.
 */

/** Which part of a field's schema failed, for fields that give a different message per case. */
export type FieldProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong';

/**
 * A field's French message: one for every problem, or one per problem (`required`: missing or
 * empty; `invalid`: anything else; optionally `tooShort` / `tooLong` for a text or a list under
 * its `minLength` / `minItems` or over its `maxLength` / `maxItems`, which otherwise get
 * `invalid`). Keys are field paths (`bankDetails.iban`).
 */
export type FieldMessage =
  | string
  | { required: string; invalid: string; tooShort?: string; tooLong?: string };

/**
 * A rule on one field that the schema cannot express, run only when every field it reads
 * passed the schema (so `value` has the schema's types for those fields). Returns true when
 * the value is acceptable. `message` defaults to the field's own message.
 */
export type FormRule<T> = {
  /** The field the error is shown next to (a path: `bankDetails.iban`). */
  field: string;
  /** Other fields the rule reads; it is skipped while any of them (or `field`) is invalid. */
  uses?: readonly string[];
  check: (value: T) => boolean;
  message?: string;
};

export type FormDefinition<S extends TObject = TObject> = {
  schema: S;
  /**
   * The message of every field of the form, in form order (errors come out in this order). In a
   * list, `*` stands for any item: `formulas.*.tariff.basePrice`.
   */
  messages: Readonly<Record<string, FieldMessage>>;
  rules?: readonly FormRule<Static<S>>[];
  /**
   * Rules over lists whose errors land on item paths (`formulas.2.guarantees.0.code`), run only
   * once the whole value passed the schema. Each returns its field errors (empty when fine).
   */
  checks?: readonly ((value: Static<S>) => FieldError[])[];
};

import { CONTROL_CHARACTER_MESSAGE, NOT_A_FORM_MESSAGE, UNKNOWN_FIELD_MESSAGE } from './form-messages.ts';

export { CONTROL_CHARACTER_MESSAGE, NOT_A_FORM_MESSAGE, UNKNOWN_FIELD_MESSAGE };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The one rule on control characters, for every text a program receives (body, query, params). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

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

/** The field paths of a form in form order (the keys of its messages). */
export function fieldOrder(form: Pick<FormDefinition, 'messages'>): readonly string[] {
  return Object.keys(form.messages);
}

/** `/bankDetails/iban` -> `bankDetails.iban`; array indexes are kept (`members.0.birthDate`). */
function toFieldPath(pointer: string): string {
  return pointer.replace(/^\//, '').replaceAll('/', '.').replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The messages' key naming a field path: itself, or with its list indexes as `*`. */
function messageKey(form: Pick<FormDefinition, 'messages'>, path: string): string | undefined {
  if (Object.hasOwn(form.messages, path)) return path;
  const wildcard = path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
  return Object.hasOwn(form.messages, wildcard) ? wildcard : undefined;
}

/** The form's field a path belongs to: itself, or the nearest ancestor the form names. */
function owningField(form: Pick<FormDefinition, 'messages'>, path: string): string | null {
  let candidate = path;
  for (;;) {
    if (messageKey(form, candidate) !== undefined) return candidate;
    const cut = candidate.lastIndexOf('.');
    if (cut === -1) return null;
    candidate = candidate.slice(0, cut);
  }
}

function messageOf(form: Pick<FormDefinition, 'messages'>, field: string, problem: FieldProblem): string {
  const key = messageKey(form, field);
  const message = key === undefined ? undefined : form.messages[key];
  if (message === undefined) return UNKNOWN_FIELD_MESSAGE;
  if (typeof message === 'string') return message;
  return message[problem] ?? message.invalid;
}

const TOO_SHORT = new Set<ValueErrorType>([ValueErrorType.StringMinLength, ValueErrorType.ArrayMinItems]);
const TOO_LONG = new Set<ValueErrorType>([ValueErrorType.StringMaxLength, ValueErrorType.ArrayMaxItems]);

/** The paths (`members.0.name`) of every text holding a control character, in a JSON value. */
export function controlCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  findControlCharacters(value, '', found);
  return found;
}

function findControlCharacters(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      findControlCharacters(item, path ? `${path}.${index}` : String(index), found);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      findControlCharacters(item, path ? `${path}.${key}` : key, found);
    }
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Every problem of `value` against the form at once: one French message per field, in form
 * order, an empty array when the value is valid. Browser-safe (no code generation, so it runs
 * under a CSP without 'unsafe-eval').
 */
export function checkForm<S extends TObject>(form: FormDefinition<S>, value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ field: '', message: NOT_A_FORM_MESSAGE }];
  }
  const byField = new Map<string, string>();
  const failed = new Set<string>();
  const add = (field: string, message: string) => {
    failed.add(field);
    if (!byField.has(field)) byField.set(field, message);
  };

  for (const path of controlCharacterPaths(value)) {
    add(owningField(form, path) ?? path, CONTROL_CHARACTER_MESSAGE);
  }

  for (const error of Errors(form.schema, value)) {
    const path = toFieldPath(error.path);
    // A property no form names is unknown wherever it sits (`members.role`), not its parent's error.
    if (error.type === ValueErrorType.ObjectAdditionalProperties && messageKey(form, path) === undefined) {
      add(path, UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    const field = owningField(form, path);
    if (field === null) {
      add(path, UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    const problem: FieldProblem =
      error.type === ValueErrorType.ObjectRequiredProperty || (path === field && isEmpty(error.value))
        ? 'required'
        : path === field && TOO_SHORT.has(error.type)
          ? 'tooShort'
          : path === field && TOO_LONG.has(error.type)
            ? 'tooLong'
            : 'invalid';
    add(field, messageOf(form, field, problem));
  }

  const schemaPassed = failed.size === 0;
  for (const rule of form.rules ?? []) {
    const reads = [rule.field, ...(rule.uses ?? [])];
    // Skipped when a field it reads, or an object holding one (a missing `credentials`), failed.
    if (reads.some((field) => failed.has(field) || [...failed].some((f) => field.startsWith(`${f}.`))))
      continue;
    if (!rule.check(value as Static<S>))
      add(rule.field, rule.message ?? messageOf(form, rule.field, 'invalid'));
  }

  if (schemaPassed) {
    for (const check of form.checks ?? []) {
      for (const error of check(value as Static<S>)) add(error.field, error.message);
    }
  }

  const order = fieldOrder(form);
  const rank = (field: string) => {
    const position = order.indexOf(messageKey(form, field) ?? field);
    return position === -1 ? order.length : position;
  };
  return [...byField.entries()]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}
