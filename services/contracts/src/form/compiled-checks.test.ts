import { readFileSync } from 'node:fs';
import { Kind, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPILED_CHECKS, compiledCheckSource } from '../../scripts/compile-form-checks.ts';
import { checkComparisonRequest } from '../offer/comparison-request-check.ts';
// The forms of the compiled schemas, for formOf() below (their modules define them on import).
import '../offer/comparison-request-form.ts';
import '../offer/subscriber-identity-form.ts';
import { declaredHousehold } from '../offer/subscriber-identity.ts';
import { checkSubscriberIdentity } from '../offer/subscriber-identity-check.ts';
import { sampleComparisonRequest, sampleStep01 } from '../offer/test-requests.ts';
import { type CompiledValidator, checkCompiledForm } from './compiled-check.ts';
import { checkForm, formOf } from './define-form.ts';

const SCRIPT = new URL('../../scripts/compile-form-checks.ts', import.meta.url);

/** A value each compiled form accepts: the generated invalid inputs are spoiled copies of it. */
const VALID: Record<string, unknown> = {
  '../src/offer/comparison-request.check.generated.ts': sampleComparisonRequest(),
  '../src/offer/confirm-offer.check.generated.ts': {
    offerId: '5b0f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b',
    dateSlot: '2026-12-01',
    timeSlot: '10:00',
  },
  '../src/offer/subscriber-identity.check.generated.ts': {
    step01: sampleStep01(),
    declared: declaredHousehold(sampleComparisonRequest().members),
  },
};

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

function spoiled(value: unknown, path: Path, next: unknown): unknown {
  const copy = structuredClone(value);
  let target: unknown = copy;
  for (const key of path.slice(0, -1)) {
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

const badValue = fc.oneof(
  fc.constantFrom<unknown>(12345, true, ['x'], null, {}, '', '   ', -1, 0, 'x'.repeat(2001), DELETE),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
  fc.string({ maxLength: 30 }),
);

describe('form checks compiled ahead of time', () => {
  for (const { schema, file } of COMPILED_CHECKS) {
    it(`${file} is the code of its schema today (npm run compile-form-checks -w @courtage/contracts)`, () => {
      expect(readFileSync(new URL(file, SCRIPT), 'utf8')).toBe(compiledCheckSource(schema));
    });

    // The browser's check and checkForm run the same messages and rules; only the schema engine
    // differs (Ajv's generated code, TypeBox's errors walk). Same French errors, same order.
    it(`${file} gives checkForm's field errors on invalid inputs made from its schema`, async () => {
      const form = formOf(schema);
      if (!form) throw new Error(`no defineForm() for the schema of ${file}`);
      const valid = VALID[file];
      if (valid === undefined) throw new Error(`add a valid value of ${file} to VALID`);
      const { validate } = (await import(new URL(file, SCRIPT).href)) as { validate: CompiledValidator };
      expect(checkCompiledForm(form, validate, valid)).toEqual([]);
      const paths = schemaPaths(schema, 5);
      const inputs = fc
        .tuple(
          fc.array(fc.tuple(fc.constantFrom(...paths), badValue), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
        )
        .map(([changes, extra]) => {
          let value: unknown = valid;
          for (const [path, next] of changes) value = spoiled(value, path, next);
          return extra ? { ...(value as object), role: 'admin' } : value;
        });
      fc.assert(
        fc.property(inputs, (value) => {
          expect(checkCompiledForm(form, validate, value)).toEqual(checkForm(form, value));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('the islands’ checks are those compiled checks with their forms’ parts', () => {
    const request = sampleComparisonRequest();
    request.credentials.email = 'marie@';
    const comparator = formOf(COMPILED_CHECKS[0]!.schema)!;
    expect(checkComparisonRequest(request)).toEqual(checkForm(comparator, request));
    const identity = { step01: sampleStep01({ securiteSociale: '1 85 04 2A 004 123 87' }), declared: {} };
    const subscriberIdentity = COMPILED_CHECKS.find(({ file }) => file.includes('subscriber-identity'))!;
    expect(checkSubscriberIdentity(identity)).toEqual(
      checkForm(formOf(subscriberIdentity.schema)!, identity),
    );
    expect(checkSubscriberIdentity(identity).length).toBeGreaterThan(0);
  });
});
