import { type TLiteral, type TUnion, Type } from '@sinclair/typebox';
import { REQUEST_MESSAGES } from '../../errors.ts';

/**
 * Field schemas shared by the CRM's records. Patterns rather than formats, so the
 * browser (checkForm), the gateway (Ajv) and the services (TypeBox) read them the same way.
 */

/** A union of string literals whose static type is the union of the values. */
export function oneOf<const T extends readonly string[]>(values: T): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<TLiteral<T[number]>[]>;
}

/** A calendar date `YYYY-MM-DD` (no time zone: a date as written on a contract). */
export const LOCAL_DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const LocalDate = Type.String({ pattern: LOCAL_DATE_PATTERN });

/** A text a person typed: at least one visible character, at most `max`. */
export function Text(max: number) {
  return Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
}

/** An optional text: omitted or empty means "not given". */
export function OptionalText(max: number) {
  return Type.Optional(Type.String({ maxLength: max }));
}

/** Amounts in euros, never negative; at most two decimals is the rule `hasAtMostCents`. */
export const Euros = Type.Number({ minimum: 0, maximum: 100_000_000 });

/**
 * At most two decimals. Not `multipleOf: 0.01`: TypeBox checks `value % 0.01 === 0`, which
 * binary floats fail for nearly every amount (45.9 % 0.01 = 0.00999…), so every premium was refused.
 */
export function hasAtMostCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** True when `value` (YYYY-MM-DD) is a real calendar date (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Refusals shared by every CRM action (one French string each). */
export const CRM_MESSAGES = {
  staffOnly: 'Accès réservé à l’équipe.',
  adminOnly: REQUEST_MESSAGES.adminOnly,
  notFound: REQUEST_MESSAGES.itemNotFound,
  emptyList: REQUEST_MESSAGES.emptyList,
} as const;

/** Record kinds a document, a task or the audit log can point at. */
export const CRM_ENTITIES = ['company', 'contact', 'quote', 'contract', 'task', 'document'] as const;
export type CrmEntity = (typeof CRM_ENTITIES)[number];
