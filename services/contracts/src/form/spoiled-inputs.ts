import { Kind, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';

// Test support (fast-check is a dev dependency; only tests import this): invalid inputs of a form
// made from a valid value by spoiling one to three of the paths its schema names. The gateway's
// forms-agree tests and the compiled checks' test both feed them to two checks of one form.

type Path = readonly (string | number)[];

/** The paths a schema names (objects' properties, a list's first item), up to `depth`. */
function schemaPaths(schema: TSchema, depth: number, prefix: Path = []): Path[] {
  if (depth === 0) return [];
  if (schema[Kind] === 'Object') {
    return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, property]) => [
      [...prefix, key],
      ...schemaPaths(property, depth - 1, [...prefix, key]),
    ]);
  }
  if (schema[Kind] === 'Array') return schemaPaths(schema.items as TSchema, depth - 1, [...prefix, 0]);
  return [];
}

const DELETE = Symbol('delete');

function setAt(value: unknown, path: Path, next: unknown): unknown {
  const copy = structuredClone(value);
  let target: unknown = copy;
  for (const key of path.slice(0, -1)) {
    // A parent spoiled by an earlier change (or an empty list): nothing left to spoil below it.
    if (typeof target !== 'object' || target === null) return copy;
    target = (target as Record<string | number, unknown>)[key];
  }
  if (typeof target !== 'object' || target === null) return copy;
  const parent = target as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (next === DELETE) delete parent[last];
  else parent[last] = next;
  return copy;
}

/** Values no form takes where it expects text, a number, a list or an object (or a field gone). */
const badValue = fc.oneof(
  fc.constantFrom<unknown>(12345, true, ['x'], null, {}, '', '   ', -1, 0, 1e12, 'x'.repeat(2001), DELETE),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
  fc.string({ maxLength: 30 }),
);

/** `valid` with one to three of `schema`'s paths (down to `depth`) spoiled, sometimes plus a `role`. */
export function spoiledInputs(schema: TSchema, valid: unknown, depth: number): fc.Arbitrary<unknown> {
  const spoil = fc.tuple(fc.constantFrom(...schemaPaths(schema, depth)), badValue);
  return fc.tuple(fc.array(spoil, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([changes, extra]) => {
    let value = valid;
    for (const [path, next] of changes) value = setAt(value, path, next);
    return extra ? { ...(value as object), role: 'admin' } : value;
  });
}
