import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@courtage/contracts/errors';
import { defineForm } from '@courtage/contracts/form/define-form';
import { decodeCursor, defineListRpc, encodeCursor } from '@courtage/contracts/list/define-list-rpc';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseGatewayConfig } from '../config.ts';
import { csvRecord, listRoute, neutraliseCell } from './list-route.ts';
import { toErrorResponse } from './to-error-response.ts';

const Row = Type.Object({ id: Type.String(), name: Type.String(), price: Type.Number() });
const rpc = defineListRpc({
  service: 'test',
  type: 'test.list-things',
  row: Row,
  filter: Type.Object({ q: Type.Optional(Type.String({ minLength: 2 })) }, { additionalProperties: false }),
  sortFields: ['name', 'price'],
});
const filterForm = defineForm({ schema: rpc.filter, messages: { q: 'La recherche est trop courte.' } });
type Request = {
  filter: { q?: string };
  sort: { field: string; direction: string };
  limit: number;
  cursor?: string;
};

/** A gateway with only what the helper uses: a bus double serving `total` numbered rows. */
async function appServing(total: number, rowName: (i: number) => string = (i) => `Ligne ${i}`) {
  const calls: Request[] = [];
  const audits: { action: string; entity: string; entityId: string; after: Record<string, unknown> }[] = [];
  const app = Fastify();
  app.decorate('config', parseGatewayConfig({ RPC_TIMEOUT_MS: '1000' }));
  app.decorate('bus', {
    call: async (def: unknown, data: Request) => {
      // The export's audit entry, written by the list's service (ops-record-audit).
      if (def !== rpc) {
        audits.push(data as never);
        return { id: audits.length };
      }
      calls.push(data);
      const start = data.cursor ? Number(decodeCursor(data.cursor)?.[0]) : 0;
      const end = Math.min(total, start + data.limit);
      const rows = [];
      for (let i = start; i < end; i += 1) rows.push({ id: `id-${i}`, name: rowName(i), price: i + 0.5 });
      return { rows, nextCursor: end < total ? encodeCursor(end, `id-${end}`) : null, total };
    },
  } as never);
  app.decorate('requireAdmin', async (request: { headers: Record<string, unknown> }) => {
    if (request.headers['x-role'] !== 'admin') throw new AppError('FORBIDDEN', 'Accès refusé.');
  });
  app.decorateRequest('auth', null);
  // The route-access guard's part here: an 'admin' route runs the Admin guard.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access === 'admin') await app.requireAdmin(request);
  });
  app.setErrorHandler((error, _request, reply) => {
    const { statusCode, body } = toErrorResponse(error);
    return reply.code(statusCode).send(body);
  });
  app.register(async (scope) => {
    listRoute(scope, {
      path: '/things',
      access: 'staff',
      rpc,
      filterForm,
      defaultSort: { field: 'name', direction: 'asc' },
      summary: 'Choses',
      csv: {
        fileName: 'choses',
        columns: [
          { key: 'name', header: 'Nom' },
          { key: 'price', header: 'Prix (€)' },
        ],
      },
    });
  });
  await app.ready();
  return { app, calls, audits };
}

let current: FastifyInstance | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('neutraliseCell', () => {
  it('prefixes a formula, a command, a tab or a carriage return, and nothing else', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCell('+33 6 12')).toBe("'+33 6 12");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\tx')).toBe("'\tx");
    expect(neutraliseCell('\rx')).toBe("'\rx");
    expect(neutraliseCell('Marie = Dupont')).toBe('Marie = Dupont');
    expect(neutraliseCell('')).toBe('');
  });

  it('formats numbers with a decimal comma before neutralising', () => {
    expect(
      csvRecord({ id: 'a', name: '=1+1', price: 263.5 }, [
        { key: 'name', header: 'Nom' },
        { key: 'price', header: 'Prix' },
      ]),
    ).toEqual(["'=1+1", '263,5']);
  });
});

describe('GET <path>', () => {
  it('passes sort, page size, cursor and filter to the list RPC', async () => {
    const { app, calls } = await appServing(30);
    current = app;
    const cursor = encodeCursor(10, 'id-10');
    const response = await app.inject({
      url: `/things?limit=10&sort=price&direction=desc&q=ab&cursor=${cursor}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(calls).toEqual([
      { filter: { q: 'ab' }, sort: { field: 'price', direction: 'desc' }, limit: 10, cursor },
    ]);
    const body = response.json();
    expect(body.total).toBe(30);
    expect(body.rows.map((row: { id: string }) => row.id)[0]).toBe('id-10');
  });

  it('uses the default sort and 20 rows', async () => {
    const { app, calls } = await appServing(3);
    current = app;
    await app.inject({ url: '/things' });
    expect(calls[0]).toEqual({ filter: {}, sort: { field: 'name', direction: 'asc' }, limit: 20 });
  });

  it('answers 400 in French for a page size, a sort or a filter it cannot take', async () => {
    const { app, calls } = await appServing(3);
    current = app;
    const bad = await app.inject({ url: '/things?limit=15&sort=secret&direction=up' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'sort', message: 'Cette colonne ne peut pas être triée.' },
      { field: 'direction', message: 'Le sens du tri doit être asc ou desc.' },
      { field: 'limit', message: 'Le nombre de lignes par page doit être 10, 20, 25, 50.' },
    ]);
    const badFilter = await app.inject({ url: '/things?q=a' });
    expect(badFilter.json().details).toEqual([{ field: 'q', message: 'La recherche est trop courte.' }]);
    expect(calls).toEqual([]);
  });
});

describe('GET <path>/export.csv', () => {
  it('is refused to a non-Admin: the export’s access is admin', async () => {
    const { app, calls } = await appServing(3);
    current = app;
    const response = await app.inject({ url: '/things/export.csv' });
    expect(response.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('streams every page: BOM, ";", French headers, CRLF, formulas neutralised', async () => {
    const { app, calls, audits } = await appServing(1203, (i) => (i === 1202 ? '=cmd|calc' : `Ligne ${i}`));
    current = app;
    const response = await app.inject({ url: '/things/export.csv?q=li', headers: { 'x-role': 'admin' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="choses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Nom;Prix (€)');
    expect(lines[1]).toBe('Ligne 0;0,5');
    expect(lines[1203]).toBe("'=cmd|calc;1202,5");
    expect(lines).toHaveLength(1205); // header, 1203 rows, the final empty string after the last CRLF
    expect(calls.map((call) => call.limit)).toEqual([500, 500, 500]);
    expect(calls.every((call) => call.filter.q === 'li')).toBe(true);
    // One audit entry: the list, its filters and sort, every row sent.
    expect(audits).toEqual([
      {
        action: 'export',
        entity: 'export',
        entityId: 'GET /things/export.csv',
        after: {
          list: 'choses',
          filters: { q: 'li' },
          sort: { field: 'name', direction: 'asc' },
          rows: 1203,
          complete: true,
        },
      },
    ]);
  });

  it('stops pulling pages when the client goes away', async () => {
    const { app, calls, audits } = await appServing(500 * 400);
    current = app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = get(
        { port, path: '/things/export.csv', headers: { 'x-role': 'admin' } },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', () => resolve());
      request.on('timeout', reject);
    });
    // Let the server notice the closed socket and the stream settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pulled = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.length).toBe(pulled);
    expect(pulled).toBeLessThan(400);
    // An interrupted export is audited too, with the rows sent before the client left.
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ list: 'choses', complete: false });
    expect(Number(audits[0]?.after.rows)).toBeLessThan(500 * 400);
  });
});
