import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readMonitoring } from './prometheus.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('readMonitoring', () => {
  it('says in French that the supervision is unreachable, with no alert and no chart', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    expect(await readMonitoring(url, 1_000)).toEqual({
      available: false,
      error: `La supervision (Prometheus, ${url}) est injoignable : les alertes et les courbes ne sont pas disponibles. Elle démarre avec npm start.`,
      alerts: [],
      charts: [],
    });
  });
});
