import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BROKER_IDENTITY_QUERY, DEV_BROKER_IDENTITY } from '@courtage/contracts/broker/broker-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrokerIdentitySource, IDENTITY_UNAVAILABLE } from './broker-identity-source.ts';
import { createLogger } from './logger.ts';

const logger = createLogger('identity-test', 'silent');
let settings: unknown = null;
let requests: string[] = [];
// An HTTP server answering as the CMS's site settings do, so the source's cache and fallbacks show.
const server = createServer((request, response) => {
  requests.push(request.url ?? '');
  response.writeHead(settings === null ? 503 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(settings ?? {}));
});
let url = '';

const REAL = {
  ...DEV_BROKER_IDENTITY,
  legalName: 'Santé Courtage',
  shareCapital: '50 000 €',
  siren: '732829320',
  oriasNumber: '21004567',
  postalAddress: '1 place Bellecour\n69002 Lyon',
  phone: '04 72 00 00 00',
  email: 'contact@sante-courtage.fr',
  publicationDirector: 'Jeanne Réelle',
  hostName: 'Hébergeur Réel',
  hostAddress: '1 rue Réelle\n59100 Roubaix',
  hostPhone: '03 20 00 00 00',
  creditorIdentifier: 'FR72ZZZ123456',
  dpoEmail: 'dpo@sante-courtage.fr',
  liabilityInsurer: 'Assureur Réel, contrat 42',
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the broker identity, read from the CMS’s site settings', () => {
  it('follows an editor’s change, and keeps the last identity known while the CMS is down', async () => {
    requests = [];
    settings = null;
    const source = createBrokerIdentitySource(url, logger, { ttlMs: 0, isProduction: false });
    expect(await source.get()).toEqual(DEV_BROKER_IDENTITY);
    settings = { data: REAL };
    expect(await source.get()).toEqual(REAL);
    settings = null;
    expect(await source.get()).toEqual(REAL);
    settings = { data: { ...REAL, dpoEmail: '' } };
    expect(await source.get()).toEqual(REAL);
    expect(requests[0]).toBe(BROKER_IDENTITY_QUERY);
  });

  it('in production, stands in nothing and refuses a development value', async () => {
    settings = null;
    const source = createBrokerIdentitySource(url, logger, { ttlMs: 0, isProduction: true });
    await expect(source.get()).rejects.toMatchObject({ code: 'UNAVAILABLE', message: IDENTITY_UNAVAILABLE });
    settings = { data: { ...REAL, oriasNumber: DEV_BROKER_IDENTITY.oriasNumber } };
    await expect(source.get()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    settings = { data: REAL };
    expect(await source.get()).toEqual(REAL);
  });

  it('asks the CMS at most once per period', async () => {
    requests = [];
    settings = { data: REAL };
    const source = createBrokerIdentitySource(url, logger, { ttlMs: 60_000, isProduction: false });
    await Promise.all([source.get(), source.get()]);
    await source.get();
    expect(requests).toHaveLength(1);
  });
});
