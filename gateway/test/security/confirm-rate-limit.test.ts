import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from '../support/test-app.ts';

// 50 confirmations from one address across different comparisons are
// refused past CONFIRM_RATE_LIMIT with a French 429 and Retry-After. The limit runs before
// validation, so refused bodies count too and no service is needed here.
describe('per-address limit on offer confirmations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ CONFIRM_RATE_LIMIT: '10', RPC_TIMEOUT_MS: '200' });
  });
  afterAll(async () => app?.close());

  it('refuses the 11th confirmation of an hour from one IP, not another IP', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    for (let i = 0; i < 50; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/confirm-offer',
        remoteAddress: ip,
        payload: { offerId: randomUUID() },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused ??= response;
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The header in seconds, the message in minutes and Paris time: both say the same wait.
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused?.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        new RegExp(
          `^Trop de confirmations depuis votre connexion : réessayez dans ${Math.ceil(retryAfter / 60)} minutes?, vers \\d{2} h \\d{2} \\(heure de Paris\\)\\.$`,
        ),
      ),
    });

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/confirm-offer',
      remoteAddress: randomIp(),
      payload: { offerId: randomUUID() },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
