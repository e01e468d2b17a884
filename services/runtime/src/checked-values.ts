import type { TSchema } from '@sinclair/typebox';

/**
 * Values this process has just checked in full against a schema (its form: schema, rules,
 * control characters), so the bus client does not check the same object against the same
 * schema again before publishing it (the gateway checks a body, then sends it unchanged as
 * the RPC's request: create-offer's comparison form twice per call). Keyed by the object and
 * the schema's identity; a mark is used once. The receiving service still checks every message.
 * A value marked here must not be changed before it is sent: the gateway's routes hand
 * `request.body` to the bus as it was checked.
 */
const checked = new WeakMap<object, TSchema>();

/** Records that `value` was accepted by `schema`'s full check (its form's, for a form). */
export function markChecked(schema: TSchema, value: unknown): void {
  if (typeof value === 'object' && value !== null) checked.set(value, schema);
}

/** True once when `value` was marked as accepted by this very `schema`; the mark is then gone. */
export function takeChecked(schema: TSchema, value: unknown): boolean {
  if (typeof value !== 'object' || value === null || checked.get(value) !== schema) return false;
  checked.delete(value);
  return true;
}
