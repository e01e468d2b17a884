import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@courtage/runtime/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITOR_QUERY, createCreditorSource, creditorOf } from './creditor-source.ts';
import { SEED_CREDITOR } from './mandate.ts';

const logger = createLogger('creditor-test', 'silent');
let settings: unknown = null;
let requests: string[] = [];
const server = createServer((request, response) => {
  requests.push(request.url ?? '');
  response.writeHead(settings === null ? 503 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(settings ?? {}));
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the SEPA creditor, read from the CMS’s site settings', () => {
  it('joins the postal address’s lines and needs every part', () => {
    const data = {
      brandName: 'Courtage Santé',
      postalAddress: '12 rue de la Santé\n75013 Paris',
      creditorIdentifier: 'FR12ZZZ123456',
    };
    expect(creditorOf({ data })).toEqual({
      name: 'Courtage Santé',
      address: '12 rue de la Santé, 75013 Paris',
      identifier: 'FR12ZZZ123456',
    });
    expect(creditorOf({ data: { ...data, creditorIdentifier: '' } })).toBeNull();
    expect(creditorOf(null)).toBeNull();
  });

  it('follows an editor’s change, and keeps the last identity known while the CMS is down', async () => {
    requests = [];
    settings = null;
    const source = createCreditorSource(url, logger, 0);
    expect(await source.get()).toEqual(SEED_CREDITOR);
    settings = {
      data: {
        brandName: 'Santé Courtage',
        postalAddress: '1 place Bellecour\n69002 Lyon',
        creditorIdentifier: 'FR34ZZZ654321',
      },
    };
    const edited = {
      name: 'Santé Courtage',
      address: '1 place Bellecour, 69002 Lyon',
      identifier: 'FR34ZZZ654321',
    };
    expect(await source.get()).toEqual(edited);
    settings = null;
    expect(await source.get()).toEqual(edited);
    expect(requests[0]).toBe(CREDITOR_QUERY);
  });

  it('asks the CMS at most once per period', async () => {
    requests = [];
    settings = { data: { brandName: 'A', postalAddress: 'B', creditorIdentifier: 'C' } };
    const source = createCreditorSource(url, logger, 60_000);
    await Promise.all([source.get(), source.get()]);
    await source.get();
    expect(requests).toHaveLength(1);
  });
});
