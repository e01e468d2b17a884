import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { encodeCursor } from '@courtage/contracts/list/define-list-rpc';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { BODY_LIMIT } from '../../src/build-app.ts';
import { CSV_IMPORT_MAX_BYTES } from '../../src/routes/api/v1/contact/csv-table.ts';
import { startCrmProcess } from '../support/crm-process.ts';
import { buildTestApp, randomIp } from '../support/test-app.ts';
import { sampleValue } from './fuzz-values.ts';
import { fillPath, type OpenApiRoute, readOpenApiRoutes } from './openapi-routes.ts';

// The bad inputs of the security probe sent to every route of /docs/json that
// takes them, through the gateway to real crm and notification processes (their own vhost and
// databases): forged list cursors, impossible dates, JSON nested 20,000 deep, oversized bodies,
// CSV files in Latin-1 or UTF-16, with a missing column, or of 200,000 rows. Whatever the route,
// the answer is never a 5xx: a 4xx with a French message, or the file imported correctly.

const NAME = 'courtage_test_gateway_bad_input';
const run = promisify(execFile);
const NOT_FRENCH = /\bmust\b|\bshould\b|required property|Unexpected|Invalid|Body cannot|is not|Bad Request/;

function tokenFor(route: OpenApiRoute): string | undefined {
  const access = route.access;
  if (access === 'customer')
    return signAccessToken(DEV_ONLY_JWT_SECRET, {
      sub: randomUUID(),
      sid: randomUUID(),
      kind: 'customer',
      role: 'customer',
    }).token;
  if (access === 'staff' || access === 'admin')
    return signAccessToken(DEV_ONLY_JWT_SECRET, {
      sub: randomUUID(),
      sid: randomUUID(),
      kind: 'staff',
      role: 'admin',
    }).token;
  return undefined;
}

/** Cursors no service wrote: not base64url JSON, the wrong shape, values no column can hold. */
const FORGED_CURSORS: [string, string][] = [
  ['not base64url JSON', 'AAAA'],
  ['JSON but no pair', encodeURIComponent(btoa('{"a":1}').replaceAll('=', ''))],
  ['text where a timestamp and a uuid are', encodeCursor('abc', 'pas-un-uuid')],
  ['an impossible timestamp', encodeCursor('2026-02-30 10:00:00+00', randomUUID())],
  ['a number past every column', encodeCursor(1e308, randomUUID())],
  ['a NUL byte', encodeCursor('a\u0000b', randomUUID())],
  ['a null sort value', encodeCursor(null, 'pas-un-uuid')],
];

const staff = {
  authorization: `Bearer ${signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), sid: randomUUID(), kind: 'staff', role: 'admin' }).token}`,
};

const IMPOSSIBLE_DATES = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31'];

type Sent = { label: string; method: string; url: string; contentType?: string; payload?: string | Buffer };

describe('bad inputs on every route that takes them (N5)', () => {
  let app: FastifyInstance;
  let crm: ServiceProcess;
  let notification: ServiceProcess;
  let routes: OpenApiRoute[];

  beforeAll(async () => {
    const started = await startCrmProcess(NAME);
    crm = started.crm;
    const database = `${NAME}_notification`;
    const postgres = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await postgres.connect();
    const found = await postgres.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rows.length === 0) await postgres.query(`CREATE DATABASE ${database}`);
    await postgres.end();
    notification = await startServiceProcess('services/notification/src/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AMQP_URL: started.amqpUrl,
      // A Redis database of this file's own: its email queue is nobody else's.
      REDIS_URL: 'redis://127.0.0.1:6379/10',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      SMTP_URL: 'smtp://127.0.0.1:1025',
    });
    app = await buildTestApp({
      AMQP_URL: started.amqpUrl,
      RPC_TIMEOUT_MS: '15000',
      // Configured, so that the partner webhook reads its deliveries instead of answering 503.
      EXTERNAL_CRM_WEBHOOK_SECRET: 'secret-du-test',
    });
    routes = await readOpenApiRoutes(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([crm?.stop(), notification?.stop()]);
    await run('rabbitmqctl', ['-q', 'delete_vhost', NAME]).catch(() => undefined);
  });

  /**
   * Sends every case; gives `route [case]: status` for each 5xx, each 4xx without a French
   * message and, unless `success` is allowed (a file decoded and imported), each 2xx.
   */
  async function failuresOf(
    cases: (Sent & { route: OpenApiRoute })[],
    success: 'refused' | 'allowed' = 'refused',
  ): Promise<string[]> {
    const failures: string[] = [];
    for (const sent of cases) {
      const token = tokenFor(sent.route);
      const response = await app.inject({
        method: sent.method as 'POST',
        url: sent.url,
        remoteAddress: randomIp(),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
        },
        ...(sent.payload === undefined ? {} : { payload: sent.payload }),
      });
      const where = `${sent.method} ${sent.route.path} [${sent.label}]`;
      if (response.statusCode >= 500) {
        failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        continue;
      }
      if (response.statusCode < 400) {
        if (success === 'refused') failures.push(`${where}: ${response.statusCode}, not refused`);
        continue;
      }
      let message: unknown;
      try {
        message = (response.json() as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (typeof message !== 'string' || NOT_FRENCH.test(message))
        failures.push(
          `${where}: ${response.statusCode} without a French message ${response.body.slice(0, 160)}`,
        );
    }
    return failures;
  }

  const pathOf = (route: OpenApiRoute) =>
    fillPath(route.path, (name) =>
      String(sampleValue(route.pathParams.find((p) => p.name === name)?.schema ?? {})),
    );

  it('answers a forged cursor on every list with a 400', async () => {
    onTestFailed(() => console.error(crm.output().slice(-4000), notification.output().slice(-2000)));
    const lists = routes.filter((route) => route.list);
    expect(lists.length).toBeGreaterThanOrEqual(18);
    const cases = lists.flatMap((route) =>
      FORGED_CURSORS.map(([label, cursor]) => ({
        route,
        label,
        method: 'GET',
        url: `${pathOf(route)}?cursor=${cursor}`,
      })),
    );
    expect(await failuresOf(cases)).toEqual([]);
    // Not only "no 5xx": a forged cursor is refused, never read as the first page.
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v1/contactus?cursor=${encodeCursor('abc', 'pas-un-uuid')}`,
      headers: staff,
      remoteAddress: randomIp(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'cursor', message: expect.any(String) }]);
  });

  it('answers an impossible date on every list and dated route with a 4xx', async () => {
    const dated = routes.filter(
      (route) => route.list || route.queryParams.some((p) => p.name === 'from' || p.name === 'to'),
    );
    const cases = dated.flatMap((route) =>
      IMPOSSIBLE_DATES.flatMap((day) =>
        ['from', 'to'].map((field) => {
          const query = new URLSearchParams();
          for (const param of route.queryParams)
            if (param.required) query.set(param.name, String(sampleValue(param.schema)));
          query.set(field, day);
          return { route, label: `${field}=${day}`, method: 'GET', url: `${pathOf(route)}?${query}` };
        }),
      ),
    );
    expect(await failuresOf(cases)).toEqual([]);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/contactus?from=2026-02-30',
      headers: staff,
      remoteAddress: randomIp(),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers JSON nested 20,000 deep and an oversized JSON body on every route with a 4xx', async () => {
    const writing = routes.filter((route) => route.method !== 'GET');
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const oversized = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT + 1) });
    const cases = writing.flatMap((route) =>
      [
        ['arrays nested 20,000 deep', deepArray],
        ['objects nested 10,000 deep', deepObject],
        ['a body over the size limit', oversized],
      ].map(([label, payload]) => ({
        route,
        label: label as string,
        method: route.method,
        url: pathOf(route),
        contentType: 'application/json',
        payload,
      })),
    );
    expect(cases.length).toBeGreaterThan(100);
    expect(await failuresOf(cases)).toEqual([]);
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/v1/user/logout',
      headers: { 'content-type': 'application/json' },
      payload: deepArray,
      remoteAddress: randomIp(),
    });
    expect(logout.statusCode).toBe(400);
  });
  /** The routes that read an uploaded file: those answering text/csv with anything but 415. */
  async function csvRoutes(): Promise<OpenApiRoute[]> {
    const found: OpenApiRoute[] = [];
    for (const route of routes.filter(
      (r) => r.method === 'POST' && r.path !== '/api/v1/external-crm/webhook',
    )) {
      const token = tokenFor(route);
      const response = await app.inject({
        method: 'POST',
        url: `${pathOf(route)}?kind=offer`,
        remoteAddress: randomIp(),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'text/csv' },
        payload: 'nom\nDupont\n',
      });
      if (response.statusCode !== 415) found.push(route);
    }
    return found;
  }

  it('imports or refuses in French every odd CSV file on every upload route, never a 5xx', async () => {
    onTestFailed(() => console.error(crm.output().slice(-4000)));
    const uploads = await csvRoutes();
    // The plugins' create routes read the same bodies (then refuse a table as their form).
    expect(uploads.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/contact/upload',
        '/api/v1/contact/upload/preview',
        '/api/v1/contrat/upload',
        '/api/v1/contrat/upload/preview',
        '/api/v1/external-crm/import',
        '/api/v1/external-crm/import/preview',
      ]),
    );
    const text = 'civilite;nom;prenom;email\r\nMme;Hélène;Noël;helene.noel@example.fr\r\n';
    const files: [string, Buffer][] = [
      ['Latin-1', Buffer.from(text, 'latin1')],
      ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['UTF-16LE without BOM', Buffer.from(text, 'utf16le')],
      ['a required column missing', Buffer.from('fonction;telephone\r\nGérante;0612345678\r\n')],
      ['200,000 rows', Buffer.from(`civilite;nom;prenom\n${'Mme;Dupont;Marie\n'.repeat(200_000)}`)],
      ['over 8 MiB', Buffer.alloc(CSV_IMPORT_MAX_BYTES + 1, 'a;b\n')],
      ['binary', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
      ['an unclosed quote', Buffer.from(`nom;prenom\n"${'x'.repeat(50_000)}`)],
    ];
    const cases = uploads.flatMap((route) =>
      files.map(([label, payload]) => ({
        route,
        label,
        method: 'POST',
        url: `${pathOf(route)}?kind=offer`,
        contentType: 'text/csv',
        payload,
      })),
    );
    expect(await failuresOf(cases, 'allowed')).toEqual([]);

    // Latin-1 is decoded, not mangled: the preview shows the accented names as written.
    const preview = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload/preview',
      headers: { ...staff, 'content-type': 'text/csv' },
      payload: Buffer.from(text, 'latin1'),
      remoteAddress: randomIp(),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().sample[0]).toMatchObject({ name: 'Hélène', forename: 'Noël' });
    // A missing required column is a 400 naming each missing column.
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/upload',
      headers: { ...staff, 'content-type': 'text/csv' },
      payload: 'fonction;telephone\r\nGérante;0612345678\r\n',
      remoteAddress: randomIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toMatch(/civilite[\s\S]*nom[\s\S]*prenom/);
  });

  it('stays responsive with flat memory on a 200,000-row import, and prints the 8 MiB figures (preview and import)', async () => {
    const row = (i: number) => `Mme;Dupont${i};Marie;marie.dupont${i}@example.fr;Gérante;${'x'.repeat(330)}`;
    const rows: string[] = [];
    let size = 0;
    for (let i = 0; size < CSV_IMPORT_MAX_BYTES - 1024 && rows.length < 20_000; i++) {
      rows.push(row(i));
      size += row(i).length + 1;
    }
    const large = Buffer.from(`civilite;nom;prenom;email;fonction;note\n${rows.join('\n')}\n`);
    const many = Buffer.from(`civilite;nom;prenom\n${'Mme;Dupont;Marie\n'.repeat(200_000)}`);
    const figures: string[] = [];
    // The preview reads the whole file; the import (`/upload`) reads it and hands the rows to crm.
    for (const [label, payload, url] of [
      ['8 MiB', large, '/api/v1/contact/upload/preview'],
      ['200,000 rows', many, '/api/v1/contact/upload/preview'],
      ['8 MiB import', large, '/api/v1/contact/upload'],
      ['200,000 rows import', many, '/api/v1/contact/upload'],
    ] as const) {
      globalThis.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...staff, 'content-type': 'text/csv' },
        payload,
        remoteAddress: randomIp(),
      });
      delay.disable();
      const p99 = delay.percentile(99) / 1e6;
      const rssGrowth = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
      figures.push(
        `${label} (${(payload.length / 2 ** 20).toFixed(1)} MiB): ${response.statusCode} in ${Math.round(performance.now() - started)} ms, ` +
          `event-loop delay p99 ${p99.toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms, RSS +${rssGrowth.toFixed(0)} MiB`,
      );
      expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(rssGrowth, label).toBeLessThan(150);
      // The 200,000-row file is refused while it is read. Every event-loop figure is printed,
      // never asserted: a time limit in a test measures the machine's load (80 ms seen in CI
      // while the other core ran a test stack, 6.5 ms on a quieter run), not the code.
      if (label.startsWith('200,000 rows')) expect(response.statusCode).toBe(400);
    }
    console.log(figures.join('\n'));
  }, 60_000);
});
