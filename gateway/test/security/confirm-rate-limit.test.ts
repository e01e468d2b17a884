import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from '../support/test-app.ts';

// The booking limit is the offer service's, per email address and postal code
// (confirm-offer.test.ts, through the real service): the gateway no longer counts
// confirmations per client IP, so a family or an office behind one IP is never refused for
// another's bookings. Only the global per-IP limit (RATE_LIMIT_MAX a minute) stays.
describe('no per-IP limit on offer confirmations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '100', RPC_TIMEOUT_MS: '200' });
  });
  afterAll(async () => app?.close());

  it('answers 40 confirmations from one IP in an hour without a 429', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/confirm-offer',
        remoteAddress: ip,
        payload: { offerId: randomUUID() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
  });
});
