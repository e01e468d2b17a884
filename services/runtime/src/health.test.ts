import { describe, expect, it } from 'vitest';
import { checkHealth, startHealthServer } from './health.ts';

describe('checkHealth', () => {
  it('reports each check and fails as a whole when one fails', async () => {
    const report = await checkHealth('crm', {
      db: async () => undefined,
      bus: async () => {
        throw new Error('down');
      },
    });
    expect(report).toEqual({ status: 'error', service: 'crm', checks: { db: 'ok', bus: 'down' } });
  });
});

describe('startHealthServer', () => {
  it('answers GET /health with 200 or 503, and 404 elsewhere', async () => {
    let healthy = true;
    const server = await startHealthServer({
      port: 0,
      name: 'offer',
      checks: {
        db: async () => {
          if (!healthy) throw new Error('no');
        },
      },
    });
    try {
      const ok = await fetch(`http://127.0.0.1:${server.port}/health`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ status: 'ok', service: 'offer', checks: { db: 'ok' } });
      healthy = false;
      const failing = await fetch(`http://127.0.0.1:${server.port}/health`);
      expect(failing.status).toBe(503);
      expect(await failing.json()).toEqual({ status: 'error', service: 'offer', checks: { db: 'down' } });
      expect((await fetch(`http://127.0.0.1:${server.port}/nope`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
