import type { Redis, Result } from 'ioredis';

/**
 * A @fastify/rate-limit store whose counters live in Redis, so that a limit holds across
 * gateway replicas, but which does not ask Redis on every request: a replica takes a lease of
 * several requests at once from a key's window (one atomic INCRBY) and spends it locally.
 *
 * Never more than `max` requests per window across all replicas: a lease only grants what
 * is left of the window's budget in Redis. The price is the other way: requests leased by one
 * replica and not spent there are lost to the others until the window ends (at most
 * `leaseSize - 1` per key and replica: a client is refused slightly before `max` when its
 * requests go to several replicas). Small limits (under 2 x LEASE_DIVISOR) lease one request
 * at a time: exactly the previous behaviour. A key whose window is spent is refused locally
 * until the window ends (no Redis call per refused request, which an attacker would multiply).
 *
 * Keys and values are those of @fastify/rate-limit's own Redis store (a counter that expires
 * with its window), so replicas of both kinds can run side by side during a deployment.
 *
 * On the bench (tests/bench), one Redis round trip per request was a quarter of the
 * gateway's CPU on the READ round trip (the socket write, ioredis, the Lua script).
 */

/** A lease is a twentieth of the limit, 1 at least and LEASE_MAX at most. */
export const LEASE_DIVISOR = 20;
export const LEASE_MAX = 1000;
/** Above this many keys the oldest leases are dropped (their unspent requests are lost, never added). */
export const MAX_KEYS = 100_000;

const LEASE_SCRIPT = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {current, ttl}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitLease(key: string, count: number, windowMs: number): Result<[number, number], Context>;
  }
}

type Lease = {
  /** Requests this replica may still let through in the window. */
  tokens: number;
  /** What the window had counted in Redis before this lease's requests (reported as `current`). */
  countedBefore: number;
  /** Requests granted by the lease. */
  granted: number;
  /** Local clock time at which the window ends in Redis. */
  resetAt: number;
  /** A lease being taken: concurrent requests on the key wait for it instead of taking their own. */
  pending: Promise<void> | null;
};

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function leaseSize(max: number): number {
  return Math.max(1, Math.min(LEASE_MAX, Math.floor(max / LEASE_DIVISOR)));
}

/** Shared by a store and its children (one per route with its own limit): the leases by Redis key. */
class Leases {
  private readonly byKey = new Map<string, Lease>();
  private readonly redis: Redis;

  constructor(redis: Redis) {
    this.redis = redis;
    if (!redis.rateLimitLease) redis.defineCommand('rateLimitLease', { numberOfKeys: 1, lua: LEASE_SCRIPT });
  }

  /** Spends one request of `key`'s window, taking a lease from Redis when none is left here. */
  take(key: string, windowMs: number, max: number, callback: IncrCallback): void {
    const now = Date.now();
    let lease = this.byKey.get(key);
    if (lease && lease.resetAt <= now && !lease.pending) {
      this.byKey.delete(key);
      lease = undefined;
    }
    if (lease?.pending) {
      lease.pending.then(
        () => this.take(key, windowMs, max, callback),
        (error: Error) => callback(error),
      );
      return;
    }
    if (lease && (lease.tokens > 0 || lease.countedBefore + lease.granted >= max)) {
      const ttl = lease.resetAt - now;
      if (lease.tokens > 0) {
        lease.tokens -= 1;
        callback(null, { current: lease.countedBefore + lease.granted - lease.tokens, ttl });
      } else {
        // The window's budget is spent across replicas: refused until it ends.
        callback(null, { current: max + 1, ttl });
      }
      return;
    }
    this.lease(key, windowMs, max, lease).then(
      () => this.take(key, windowMs, max, callback),
      (error: Error) => callback(error),
    );
  }

  private lease(key: string, windowMs: number, max: number, previous: Lease | undefined): Promise<void> {
    const size = leaseSize(max);
    const lease: Lease = previous ?? { tokens: 0, countedBefore: 0, granted: 0, resetAt: 0, pending: null };
    if (!previous) this.remember(key, lease);
    const pending = this.redis.rateLimitLease(key, size, windowMs).then(
      ([current, ttl]: [number, number]) => {
        const countedBefore = current - size;
        const granted = Math.max(0, Math.min(size, max - countedBefore));
        lease.countedBefore = countedBefore;
        lease.granted = granted;
        lease.tokens = granted;
        lease.resetAt = Date.now() + ttl;
        // Refused requests count too (as in @fastify/rate-limit's store): `max + 1` marks the
        // window spent, whatever this replica had counted before.
        if (granted === 0) lease.countedBefore = Math.max(countedBefore, max);
        lease.pending = null;
      },
      (error: Error) => {
        // Nothing leased: the next request asks Redis again (and is let through meanwhile,
        // as the plugin's skipOnError says).
        lease.pending = null;
        if (this.byKey.get(key) === lease && lease.granted === 0) this.byKey.delete(key);
        throw error;
      },
    );
    lease.pending = pending;
    return pending;
  }

  private remember(key: string, lease: Lease): void {
    if (this.byKey.size >= MAX_KEYS) {
      const now = Date.now();
      for (const [oldKey, old] of this.byKey) {
        if (old.resetAt <= now && !old.pending) this.byKey.delete(oldKey);
      }
      // Still full: drop the oldest (Map order); its unspent requests are lost, never added.
      for (const [oldKey, old] of this.byKey) {
        if (this.byKey.size < MAX_KEYS) break;
        if (!old.pending) this.byKey.delete(oldKey);
      }
    }
    this.byKey.set(key, lease);
  }

  size(): number {
    return this.byKey.size;
  }
}

/**
 * The store class @fastify/rate-limit instantiates (`store` option): `nameSpace` as the plugin's
 * own Redis store uses it, children prefixed by the route (`<nameSpace><METHOD><url>-<key>`).
 */
export function leasedRateLimitStore(redis: Redis, nameSpace: string) {
  const leases = new Leases(redis);
  class LeasedRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = nameSpace) {
      this.prefix = prefix;
    }

    // @fastify/rate-limit passes the window and the limit of the route (its typings omit them).
    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      if (timeWindow === undefined || max === undefined) {
        callback(new Error('rate limit store called without its window and limit'));
        return;
      }
      leases.take(this.prefix + key, timeWindow, max, callback);
    }

    /** A route with its own limit: `routeInfo` is the route's options (method, url). */
    child(routeOptions: object): LeasedRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const method = typeof routeInfo?.method === 'string' ? routeInfo.method : '';
      const url = typeof routeInfo?.url === 'string' ? routeInfo.url : '';
      return new LeasedRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }

    /** For tests: how many keys this gateway holds a lease for. */
    static keys(): number {
      return leases.size();
    }
  }
  return LeasedRateLimitStore;
}
