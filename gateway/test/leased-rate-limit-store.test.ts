import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { leasedRateLimitStore, leaseSize } from '../src/http/leased-rate-limit-store.ts';
import { TEST_REDIS_URL } from './support/test-app.ts';

// Two gateway replicas are two stores on two Redis connections: the limit is theirs together.
const clients: Redis[] = [];
function replica(nameSpace: string) {
  const redis = new Redis(TEST_REDIS_URL, { enableOfflineQueue: true });
  clients.push(redis);
  const Store = leasedRateLimitStore(redis, nameSpace);
  const store = new Store();
  return {
    Store,
    hit: (key: string, max: number, windowMs = 60_000) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          key,
          (error, result) => (error || !result ? reject(error) : resolve(result)),
          windowMs,
          max,
        ),
      ),
  };
}
const allowed = (max: number) => (result: { current: number }) => result.current <= max;
const counter = (key: string) => clients[0]!.get(key).then(Number);

afterAll(async () => {
  for (const redis of clients) redis.disconnect();
});

describe('leased rate-limit store', () => {
  it('leases a twentieth of the limit, 1 to 1,000', () => {
    expect([leaseSize(5), leaseSize(39), leaseSize(40), leaseSize(300), leaseSize(1_000_000)]).toEqual([
      1, 1, 2, 15, 1000,
    ]);
  });

  it('never lets more than max through across two replicas', async () => {
    const ns = `test-lease:${randomUUID()}:`;
    const [a, b] = [replica(ns), replica(ns)];
    const results = [];
    for (let i = 0; i < 150; i++) results.push(await (i % 3 === 0 ? a : b).hit('1.2.3.4', 100));
    const through = results.filter(allowed(100)).length;
    // Leases of 5: at most 4 unspent requests are stranded on each replica.
    expect(through).toBeLessThanOrEqual(100);
    expect(through).toBeGreaterThanOrEqual(92);
    expect(results.slice(-10).every((r) => r.current > 100)).toBe(true);
  });

  it('is exact for small limits (one request per lease)', async () => {
    const ns = `test-lease:${randomUUID()}:`;
    const [a, b] = [replica(ns), replica(ns)];
    const results = [await a.hit('ip', 3), await b.hit('ip', 3), await a.hit('ip', 3), await b.hit('ip', 3)];
    expect(results.map((r) => r.current)).toEqual([1, 2, 3, 4]);
    expect(results[0]!.ttl).toBeGreaterThan(59_000);
  });

  it('asks Redis once per lease, for concurrent requests too, and not at all once the window is spent', async () => {
    const ns = `test-lease:${randomUUID()}:`;
    const a = replica(ns);
    const results = await Promise.all(Array.from({ length: 10 }, () => a.hit('ip', 200)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await counter(`${ns}ip`)).toBe(10);

    for (let i = 0; i < 200; i++) await a.hit('ip', 200);
    // 210 requests: the last 10 found the window spent here, without asking Redis.
    expect(await counter(`${ns}ip`)).toBe(200);
    const refused = await Promise.all(Array.from({ length: 20 }, () => a.hit('ip', 200)));
    expect(refused.every((r) => r.current > 200)).toBe(true);
    expect(await counter(`${ns}ip`)).toBe(200);
  });

  it('starts a new budget when the window ends', async () => {
    const ns = `test-lease:${randomUUID()}:`;
    const a = replica(ns);
    expect((await a.hit('ip', 1, 150)).current).toBe(1);
    expect((await a.hit('ip', 1, 150)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await a.hit('ip', 1, 150)).current).toBe(1);
  });

  it('keeps routes apart (children prefixed by method and URL)', async () => {
    const ns = `test-lease:${randomUUID()}:`;
    const a = replica(ns);
    const route = new a.Store().child({ routeInfo: { method: 'POST', url: '/api/v1/contactus' } });
    await new Promise((resolve) => route.incr('ip', resolve, 60_000, 2));
    expect(await counter(`${ns}POST/api/v1/contactus-ip`)).toBe(1);
    expect(await clients[0]!.exists(`${ns}ip`)).toBe(0);
  });

  it('reports a Redis failure to the plugin (which lets the request through)', async () => {
    const redis = new Redis('redis://127.0.0.1:1/0', { enableOfflineQueue: false, lazyConnect: true });
    redis.on('error', () => undefined);
    clients.push(redis);
    const store = new (leasedRateLimitStore(redis, 'down:'))();
    const error = await new Promise((resolve) => store.incr('ip', (e) => resolve(e), 60_000, 10));
    expect(error).toBeInstanceOf(Error);
  });
});
