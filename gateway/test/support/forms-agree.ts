import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { checkForm, type FormDefinition } from '@courtage/contracts/form/define-form';
import { spoiledInputs } from '@courtage/contracts/form/spoiled-inputs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from './test-app.ts';

// DESIGN.md section 9: the browser (`checkForm`) and the gateway run one definition per form. For
// every form of the site, invalid inputs generated from its schema get the same French field
// errors, in the same order, from both. Each `forms-agree*.test.ts` file lists its forms and calls
// `formsAgree()`.

export type Json = unknown;
/**
 * A query string or multipart fields carry text only: each top-level value as the browser would
 * write it (`String(value)`), so both sides check the same text.
 */
function asText(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value as Record<string, Json>)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, String(field)]),
  );
}

/** Invalid inputs of `form` (spoiled copies of `valid`), as text when they travel as text. */
function invalidInputs(form: FormDefinition, valid: Json, depth: number, text: boolean) {
  return spoiledInputs(form.schema, valid, depth)
    .map((sent) => (text ? asText(sent) : sent))
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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: string;
  /**
   * How the value travels: a JSON body (default), the query string (a GET's filters) or the
   * fields of a multipart body followed by a small PDF file part (an upload's metadata).
   */
  send?: 'json' | 'query' | 'multipart';
  /** Sent with a staff token (`staffToken`) or with these headers. */
  staff?: boolean;
  headers?: Record<string, string>;
  /** How deep in the schema the spoiled paths go. */
  depth: number;
  /** The browser's check when it is not `checkForm` (a schema compiled ahead of time). */
  browser?: (value: Json) => unknown;
}

const BOUNDARY = 'forms-agree-boundary';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** A multipart body: the text fields, then the file part (the upload routes read fields first). */
function multipartBody(fields: Json): string {
  const parts = Object.entries(fields as Record<string, string>).map(
    ([name, text]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
  );
  const file =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="piece.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${PDF}\r\n--${BOUNDARY}--\r\n`;
  return parts.join('') + file;
}

/** The request carrying `value` the way the form's page sends it. */
function encoded(send: AgreeingForm['send'], url: string, value: Json) {
  if (send === 'query')
    return { url: `${url}?${new URLSearchParams(value as Record<string, string>)}`, headers: {} };
  if (send === 'multipart')
    return {
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(value),
    };
  return { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) };
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

    for (const { name, form, valid, method, url, send, staff, headers, depth, browser: compiled } of forms) {
      it(`${name}: same French field errors, same order`, async () => {
        expect(checkForm(form, valid)).toEqual([]);
        if (compiled) expect(compiled(valid)).toEqual([]);
        await fc.assert(
          fc.asyncProperty(
            invalidInputs(form, valid, depth, send !== undefined && send !== 'json'),
            async (value) => {
              const browser = checkForm(form, value);
              if (compiled) expect(compiled(value)).toEqual(browser);
              const request = encoded(send, url, value);
              // A client address per request: per-address limits (the confirmation's) never trip.
              const response = await app.inject({
                method,
                url: request.url,
                remoteAddress: randomIp(),
                headers: {
                  ...request.headers,
                  'x-forwarded-for': randomIp(),
                  ...(staff ? { authorization: `Bearer ${staffToken}` } : {}),
                  ...headers,
                },
                ...(request.payload === undefined ? {} : { payload: request.payload }),
              });
              expect(response.statusCode).toBe(400);
              expect(response.json()).toEqual({
                code: 'VALIDATION_FAILED',
                message: 'Certains champs sont invalides.',
                details: browser,
              });
            },
          ),
          { numRuns: 40 },
        );
      });
    }
  });
}
