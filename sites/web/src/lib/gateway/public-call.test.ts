import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminListPlansEndpoint } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { emailComparisonEndpoint } from '@courtage/contracts/offer/email-comparison.rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiUrl } from '../auth/api-url.ts';
import { callPublic } from './public-call.ts';

// A real HTTP server playing the gateway: it answers what it was asked, or a refusal.
describe('callPublic', () => {
  const seen: { method?: string; url?: string; body: string; authorization?: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        body,
        authorization: request.headers.authorization,
      });
      const refused = body.includes('refuse');
      response.writeHead(refused ? 400 : 202, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          refused ? { code: 'VALIDATION_FAILED', message: 'Refusé.', details: [] } : { queued: true },
        ),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    setApiUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the endpoint’s method, path and body without a token, and gives the answer as a value', async () => {
    const offerId = '3f1c8a52-7d4e-4b8a-9a61-2c5e0f7b9d10';
    const result = await callPublic(emailComparisonEndpoint, { offerIds: [offerId] });
    expect(result).toEqual({ ok: true, body: { queued: true } });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/confirm-offer/email-comparison',
      body: JSON.stringify({ offerIds: [offerId] }),
      authorization: undefined,
    });
  });

  it('gives a refusal as a value, never thrown', async () => {
    const result = await callPublic(emailComparisonEndpoint, { offerIds: ['refuse'] });
    expect(result).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED', message: 'Refusé.' });
  });

  it('refuses an endpoint that needs a session', () => {
    expect(() => callPublic(adminListPlansEndpoint, {})).toThrow('/api/v1/insurance-plans is not public');
  });
});
