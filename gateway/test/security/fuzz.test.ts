import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from '../support/test-app.ts';
import { invalidBodyValues, invalidTextValues, sampleValue } from './fuzz-values.ts';
import { fillPath, type OpenApiRoute, readOpenApiRoutes } from './openapi-routes.ts';

// The schema-driven fuzz test: every route of /docs/json gets inputs its schema
// refuses, one wrong field at a time on an otherwise plausible request, with a token of the
// route's level so that validation, not the guard, answers. Expected: a 4xx (never a 5xx,
// never the 503 of a bad input let through to a service, nothing serves the bus here) whose
// JSON carries a French message. A route added with a schema is covered without a line here.

type Case = { label: string; method: string; url: string; payload?: unknown };

/** English from Ajv or Fastify leaking through instead of the French formatter's message. */
const NOT_FRENCH = /\bmust\b|\bshould\b|required property|Unexpected|Invalid|Body cannot|is not|Bad Request/;

function tokenFor(route: OpenApiRoute): string | undefined {
  const access = route.access;
  const sid = randomUUID();
  const sub = randomUUID();
  if (access === 'customer')
    return signAccessToken(DEV_ONLY_JWT_SECRET, { sub, sid, kind: 'customer', role: 'customer' }).token;
  if (access === 'staff' || access === 'admin')
    return signAccessToken(DEV_ONLY_JWT_SECRET, { sub, sid, kind: 'staff', role: 'admin' }).token;
  return undefined;
}

function casesOf(route: OpenApiRoute): Case[] {
  const validPath = fillPath(route.path, (name) => {
    const schema = route.pathParams.find((p) => p.name === name)?.schema ?? {};
    return String(sampleValue(schema));
  });
  const validQuery = new URLSearchParams();
  for (const param of route.queryParams)
    if (param.required) validQuery.set(param.name, String(sampleValue(param.schema)));
  const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);
  const validBody = route.body ? sampleValue(route.body) : undefined;
  const cases: Case[] = [];

  for (const param of route.pathParams) {
    for (const [label, value] of invalidTextValues(param.schema, 'path')) {
      const url = fillPath(route.path, (name) =>
        name === param.name
          ? value
          : String(sampleValue(route.pathParams.find((p) => p.name === name)?.schema ?? {})),
      );
      cases.push({
        label: `path ${param.name}: ${label}`,
        method: route.method,
        url: withQuery(url, validQuery),
        payload: validBody,
      });
    }
  }
  for (const param of route.queryParams) {
    for (const [label, value] of invalidTextValues(param.schema, 'query')) {
      const query = new URLSearchParams(validQuery);
      query.set(param.name, value);
      cases.push({
        label: `query ${param.name}: ${label}`,
        method: route.method,
        url: withQuery(validPath, query),
        payload: validBody,
      });
    }
  }
  if (route.body && typeof validBody === 'object' && validBody !== null && !Array.isArray(validBody)) {
    const url = withQuery(validPath, validQuery);
    cases.push({ label: 'body: an array', method: route.method, url, payload: [] });
    cases.push({ label: 'body: a string', method: route.method, url, payload: JSON.stringify('texte') });
    if (route.body.additionalProperties === false)
      cases.push({
        label: 'body: an unknown field',
        method: route.method,
        url,
        payload: { ...validBody, champInconnu: 'x' },
      });
    for (const [name, schema] of Object.entries(route.body.properties ?? {})) {
      for (const [label, value] of invalidBodyValues(schema)) {
        cases.push({
          label: `body ${name}: ${label}`,
          method: route.method,
          url,
          payload: { ...validBody, [name]: value },
        });
      }
    }
  }
  return cases;
}

describe('schema-driven fuzz over /docs/json', () => {
  let app: FastifyInstance;
  let routes: OpenApiRoute[];

  beforeAll(async () => {
    app = await buildTestApp({ RPC_TIMEOUT_MS: '300' });
    routes = await readOpenApiRoutes(app);
  });
  afterAll(async () => app?.close());

  it('answers every invalid input with a 4xx and a French message, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    await Promise.all(
      routes.map(async (route) => {
        const token = tokenFor(route);
        for (const fuzz of casesOf(route)) {
          sent += 1;
          const response = await app.inject({
            method: fuzz.method as 'POST',
            url: fuzz.url,
            remoteAddress: randomIp(),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(fuzz.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(fuzz.payload === undefined
              ? {}
              : { payload: typeof fuzz.payload === 'string' ? fuzz.payload : JSON.stringify(fuzz.payload) }),
          });
          const where = `${route.method} ${route.path} [${fuzz.label}]`;
          if (response.statusCode < 400 || response.statusCode >= 500) {
            failures.push(`${where}: ${response.statusCode}`);
            continue;
          }
          let message: unknown;
          try {
            message = (response.json() as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || message.length === 0 || NOT_FRENCH.test(message)) {
            failures.push(
              `${where}: ${response.statusCode} without a French message (${response.body.slice(0, 120)})`,
            );
          }
        }
      }),
    );
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
