import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { signAccessToken } from '@courtage/contracts/auth/access-token';
import { DEV_ONLY_JWT_SECRET } from '@courtage/contracts/auth/jwt-secret';
import { renderMetrics } from '@courtage/runtime/metrics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomIp } from './support/test-app.ts';

// The gateway's half of the ops console: Admin only, the processes' states when no service
// answers (this vhost serves none), refused input, and the request histogram Prometheus reads.
// The services' half (replay, delete, retry on RabbitMQ, Redis and MailDev) is tested in
// services/runtime/test/ops.test.ts and services/notification/test/ops-console.test.ts.
// A vhost where no service runs, whatever other test files serve meanwhile.
const VHOST = 'courtage_test_ops_gateway';
const run = promisify(execFile);

const staff = (role: 'admin' | 'sub-admin') =>
  signAccessToken(DEV_ONLY_JWT_SECRET, { sub: randomUUID(), kind: 'staff', role, sid: randomUUID() }).token;

describe('gateway: /api/v1/admin/ops and the HTTP metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await run('rabbitmqctl', ['-q', 'add_vhost', VHOST]).catch(() => undefined);
    await run('rabbitmqctl', ['-q', 'set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*']);
    app = await buildTestApp({
      AMQP_URL: `amqp://guest:guest@127.0.0.1:5672/${VHOST}`,
      RPC_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, token?: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('shows an Admin the gateway up and every service that does not answer as down, with why', async () => {
    const response = await get('/api/v1/admin/ops', staff('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.processes.map((process: { name: string }) => process.name)).toEqual([
      'gateway',
      'auth',
      'offer',
      'crm',
      'notification',
    ]);
    expect(body.processes[0]).toMatchObject({
      name: 'gateway',
      state: 'ok',
      checks: { redis: 'ok', bus: 'ok' },
    });
    for (const service of body.processes.slice(1)) {
      expect(service.state).toBe('down');
      expect(service.error).toMatch(/^(Ne répond pas|Injoignable|Erreur)/);
    }
    expect(body.emails).toEqual({ available: false, counts: {}, failed: [] });
  }, 30_000);

  it('refuses a Sub-admin and anybody signed out', async () => {
    expect((await get('/api/v1/admin/ops', staff('sub-admin'))).statusCode).toBe(403);
    expect((await get('/api/v1/admin/ops')).statusCode).toBe(401);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/ops/dead-letters/crm/crm.x.dlq/abc/replay',
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${staff('sub-admin')}` },
    });
    expect(replay.statusCode).toBe(403);
  });

  it('answers 400 in French for a service or a queue that cannot be one', async () => {
    for (const url of [
      '/api/v1/admin/ops/dead-letters/billing/billing.x.dlq/abc/replay',
      '/api/v1/admin/ops/dead-letters/crm/crm.x.main/abc/replay',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: randomIp(),
        headers: { authorization: `Bearer ${staff('admin')}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('records each answer in the request histogram by route pattern, not by raw URL', async () => {
    await get('/api/v1/postal-codes/69003');
    await get(`/no-such-route-${randomUUID()}`);
    const { body } = await renderMetrics();
    const counts = body
      .split('\n')
      .filter((line) => line.startsWith('courtage_http_request_duration_seconds_count{'));
    const postalCodes = counts.find(
      (line) =>
        line.includes('route="/api/v1/postal-codes/:code"') &&
        line.includes('status_code="200"') &&
        line.includes('service="gateway"'),
    );
    expect(Number(postalCodes?.split(' ').at(-1))).toBeGreaterThanOrEqual(1);
    expect(
      counts.some((line) => line.includes('route="unmatched"') && line.includes('status_code="404"')),
    ).toBe(true);
    expect(body).not.toContain('no-such-route');
  });
});
