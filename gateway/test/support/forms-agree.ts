import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import { Kind, type TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from './test-app.ts';

// DESIGN.md section 9: the browser (`checkForm`) and the gateway run one definition per form. For
// every form of the site, invalid inputs generated from its schema get the same French field
// errors, in the same order, from both. Each `forms-agree*.test.ts` file lists its forms and calls
// `formsAgree()`.

export type Json = unknown;
type Path = readonly (string | number)[];

/** The paths a form's schema names (objects' properties, a list's first item), up to `depth`. */
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

function setAt(value: Json, path: Path, next: Json | typeof DELETE): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let target: Json = copy;
  for (const key of path.slice(0, -1)) {
    // A parent spoiled by an earlier change (or an empty list): nothing left to spoil below it.
    if (typeof target !== 'object' || target === null) return copy;
    target = (target as Record<string | number, Json>)[key];
  }
  if (typeof target !== 'object' || target === null) return copy;
  const last = path.at(-1) as string | number;
  const parent = target as Record<string | number, Json>;
  if (next === DELETE) delete parent[last];
  else parent[last] = next;
  return copy;
}

/** Values no schema of these forms takes where it expects text, a number, a list or an object. */
const badValue = fc.oneof(
  fc.constantFrom<Json>(12345, true, ['x'], null, {}, '', '   ', -1, 0, 1e12, 'x'.repeat(2001)),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
  fc.string({ maxLength: 30 }),
  fc.constant<typeof DELETE>(DELETE),
);

/** Invalid inputs of `form`, made from `valid` by spoiling one to three of the schema's paths. */
function invalidInputs(form: FormDefinition, valid: Json, depth: number) {
  const paths = schemaPaths(form.schema, depth);
  const spoil = fc.tuple(fc.constantFrom(...paths), badValue);
  return fc
    .tuple(fc.array(spoil, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([changes, extra]) => {
      let value = valid;
      for (const [path, next] of changes) value = setAt(value, path, next);
      return extra ? { ...(value as object), role: 'admin' } : value;
    })
    .filter((value) => checkForm(form, value).length > 0);
}

/** An admin's access token the gateway accepts (its signature checked, no session lookup). */
export const staffToken = signAccessToken(DEV_ONLY_JWT_SECRET, {
  sub: randomUUID(),
  kind: 'staff',
  role: 'admin',
  sid: randomUUID(),
}).token;

export interface AgreeingForm {
  name: string;
  form: FormDefinition;
  /** A value the form accepts: the generated invalid inputs are spoiled copies of it. */
  valid: Json;
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  /** Sent with a staff token (`staffToken`) or with these headers. */
  staff?: boolean;
  headers?: Record<string, string>;
  /** How deep in the schema the spoiled paths go. */
  depth: number;
  /** The browser's check when it is not `checkForm` (a schema compiled ahead of time). */
  browser?: (value: Json) => unknown;
}

/** One test per form: the browser's field errors equal the gateway's 400 details, in order. */
export function formsAgree(title: string, forms: AgreeingForm[]): void {
  describe(title, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    for (const { name, form, valid, method, url, staff, headers, depth, browser: compiled } of forms) {
      it(`${name}: same French field errors, same order`, async () => {
        expect(checkForm(form, valid)).toEqual([]);
        if (compiled) expect(compiled(valid)).toEqual([]);
        await fc.assert(
          fc.asyncProperty(invalidInputs(form, valid, depth), async (value) => {
            const browser = checkForm(form, value);
            if (compiled) expect(compiled(value)).toEqual(browser);
            const response = await app.inject({
              method,
              url,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': randomIp(),
                ...(staff ? { authorization: `Bearer ${staffToken}` } : {}),
                ...headers,
              },
              payload: JSON.stringify(value),
            });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toEqual({
              code: 'VALIDATION_FAILED',
              message: 'Certains champs sont invalides.',
              details: browser,
            });
          }),
          { numRuns: 40 },
        );
      });
    }
  });
}
