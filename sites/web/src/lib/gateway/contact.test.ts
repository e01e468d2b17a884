import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiUrl } from '../auth/api-url.ts';
import { newRequestId, sendContactQuery } from './contact.ts';

const FORM = {
  name: 'Marie Dupont',
  email: 'marie.dupont@example.fr',
  postalCode: '57000',
  city: 'Metz',
  message: 'Bonjour, je souhaite être rappelée.',
  consent: true as const,
};

// A real HTTP server playing the gateway: answers are scripted per test.
describe('sendContactQuery', () => {
  const seen: IncomingHttpHeaders[] = [];
  let script: number[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    const status = script.shift() ?? 202;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        status === 202
          ? { requestId: request.headers['idempotency-key'], status: 'accepted' }
          : { code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' },
      ),
    );
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    setApiUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the same Idempotency-Key on every try of one submit, and retries a 503', async () => {
    seen.length = 0;
    script = [503, 202];
    const requestId = newRequestId();
    const outcome = await sendContactQuery(FORM, requestId);
    expect(outcome).toEqual({ kind: 'sent', id: requestId });
    expect(seen.map((headers) => headers['idempotency-key'])).toEqual([requestId, requestId]);
  });

  it('gives up after three tries with the French alert', async () => {
    seen.length = 0;
    script = [503, 503, 503];
    const outcome = await sendContactQuery(FORM, newRequestId());
    expect(outcome.kind).toBe('failed');
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refusal (400)', async () => {
    seen.length = 0;
    script = [400];
    expect((await sendContactQuery(FORM, newRequestId())).kind).toBe('failed');
    expect(seen).toHaveLength(1);
  });

  it('draws version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
