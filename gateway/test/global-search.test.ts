import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import type { ServiceProcess } from '@courtage/runtime/testing/service-process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startCrmProcess } from './support/crm-process.ts';
import { buildTestApp, randomIp } from './support/test-app.ts';

// GET /api/v1/search in front of a real crm process (its own vhost and database): staff only, both
// roles; a customer, no token, a bad query refused before crm is asked.
const NAME = 'courtage_test_gateway_search';

const bearer = (kind: 'customer' | 'staff', role: 'customer' | 'admin' | 'sub-admin') => ({
  authorization: `Bearer ${signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind, role, sid: randomUUID() }).token}`,
});

describe('GET /api/v1/search (gateway + crm)', () => {
  let app: FastifyInstance;
  let crm: ServiceProcess;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    const started = await startCrmProcess(NAME);
    crm = started.crm;
    app = await buildTestApp({ AMQP_URL: started.amqpUrl, RPC_TIMEOUT_MS: '10000' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    if (crm) expect(await crm.stop()).toBe(0);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers, remoteAddress: randomIp() });

  it('is a staff route of the access table', () => {
    expect(app.routeAccess.get('GET /api/v1/search')).toBe('staff');
  });

  it('finds a contact typed without accents for an Admin and a Sub-admin', async () => {
    onTestFailed(() => console.error(`--- crm ---\n${crm.output()}`));
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: bearer('staff', 'admin'),
      remoteAddress: randomIp(),
      payload: {
        civility: 'Mme',
        forename: 'Éloïse',
        name: `Recherche${tag}`,
        email: `eloise.${tag}@example.fr`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const role of ['admin', 'sub-admin'] as const) {
      const found = await get(
        `/api/v1/search?q=${encodeURIComponent(`eloise recherche${tag}`)}`,
        bearer('staff', role),
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().groups[0]).toMatchObject({
        kind: 'contact',
        hits: [{ id: created.json().id, label: `Éloïse Recherche${tag}`, rank: 0 }],
      });
    }
  });

  it('answers 401 without a token, 403 to a customer, 400 to an empty or overlong text', async () => {
    expect((await get('/api/v1/search?q=dupont')).statusCode).toBe(401);
    expect((await get('/api/v1/search?q=dupont', bearer('customer', 'customer'))).statusCode).toBe(403);
    const staff = bearer('staff', 'sub-admin');
    expect((await get('/api/v1/search?q=', staff)).statusCode).toBe(400);
    expect((await get(`/api/v1/search?q=${'a'.repeat(101)}`, staff)).statusCode).toBe(400);
    expect((await get('/api/v1/search?q=a&nir=1', staff)).statusCode).toBe(400);
  });
});
