import type { FieldError } from '../errors.ts';
import { CONTROL_CHARACTER_MESSAGE, NOT_A_FORM_MESSAGE, UNKNOWN_FIELD_MESSAGE } from './form-messages.ts';

// The part of a form's check that needs no schema engine: messages by field, rules, checks and
// form order. `checkForm` (define-form.ts) feeds it TypeBox's errors; a check compiled ahead of
// time (compiled-check.ts, for the browser) feeds it the errors of generated code instead.

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
  // Method syntax: a form of a precise type is also a form of any object (endpoint lists).
  check(value: T): boolean;
  message?: string;
};

/** A form without its schema: what the browser needs next to a check compiled ahead of time. */
export type FormParts<T> = {
  /**
   * The message of every field of the form, in form order (errors come out in this order). In a
   * list, `*` stands for any item: `formulas.*.tariff.basePrice`.
   */
  messages: Readonly<Record<string, FieldMessage>>;
  rules?: readonly FormRule<T>[];
  /**
   * Rules over lists whose errors land on item paths (`formulas.2.guarantees.0.code`), run only
   * once the whole value passed the schema. Each returns its field errors (empty when fine).
   */
  checks?: readonly { check(value: T): FieldError[] }['check'][];
};

/** One failure of the schema, whichever engine found it. */
export type SchemaError = {
  /** Dotted path of the value that failed (`members.children.child1.birthDate`). */
  path: string;
  kind: 'required' | 'unknown' | 'tooShort' | 'tooLong' | 'other';
  /** The value found there (undefined when missing). */
  value: unknown;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The one rule on control characters, for every text a program receives (body, query, params). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The field paths of a form in form order (the keys of its messages). */
export function fieldOrder(form: Pick<FormParts<unknown>, 'messages'>): readonly string[] {
  return Object.keys(form.messages);
}

type Messages = Pick<FormParts<unknown>, 'messages'>;

/** The messages' key naming a field path: itself, or with its list indexes as `*`. */
function messageKey(form: Messages, path: string): string | undefined {
  if (Object.hasOwn(form.messages, path)) return path;
  const wildcard = path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
  return Object.hasOwn(form.messages, wildcard) ? wildcard : undefined;
}

/** The form's field a path belongs to: itself, or the nearest ancestor the form names. */
function owningField(form: Messages, path: string): string | null {
  let candidate = path;
  for (;;) {
    if (messageKey(form, candidate) !== undefined) return candidate;
    const cut = candidate.lastIndexOf('.');
    if (cut === -1) return null;
    candidate = candidate.slice(0, cut);
  }
}

function messageOf(form: Messages, field: string, problem: FieldProblem): string {
  const key = messageKey(form, field);
  const message = key === undefined ? undefined : form.messages[key];
  if (message === undefined) return UNKNOWN_FIELD_MESSAGE;
  if (typeof message === 'string') return message;
  return message[problem] ?? message.invalid;
}

/** The paths (`members.0.name`) of every text holding a control character, in a JSON value. */
export function controlCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  // Almost no value holds one: a walk that builds no path first, the paths only when it does.
  if (holdsControlCharacters(value)) findControlCharacters(value, '', found);
  return found;
}

function holdsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsControlCharacters);
  for (const key in value) {
    if (Object.hasOwn(value, key) && holdsControlCharacters((value as Record<string, unknown>)[key]))
      return true;
  }
  return false;
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
 * Every problem of `value` against the form at once, given what its schema found
 * (`schemaErrors`, in the schema's order; only read when `value` is an object): one French
 * message per field, in form order, an empty array when the value is valid.
 */
export function formErrors<T>(
  form: FormParts<T>,
  value: unknown,
  schemaErrors: () => Iterable<SchemaError>,
): FieldError[] {
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

  for (const error of schemaErrors()) {
    const { path } = error;
    // A property no form names is unknown wherever it sits (`members.role`), not its parent's error.
    if (error.kind === 'unknown' && messageKey(form, path) === undefined) {
      add(path, UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    const field = owningField(form, path);
    if (field === null) {
      add(path, UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    const problem: FieldProblem =
      error.kind === 'required' || (path === field && isEmpty(error.value))
        ? 'required'
        : path === field && error.kind === 'tooShort'
          ? 'tooShort'
          : path === field && error.kind === 'tooLong'
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
    if (!rule.check(value as T)) add(rule.field, rule.message ?? messageOf(form, rule.field, 'invalid'));
  }

  if (schemaPassed) {
    for (const check of form.checks ?? []) {
      for (const error of check(value as T)) add(error.field, error.message);
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
