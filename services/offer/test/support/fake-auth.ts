import { createHash } from 'node:crypto';
import { ensureCustomer } from '@courtage/contracts/auth/ensure-customer.rpc';
import { type Bus, type RpcHandler, rpcHandler } from '@courtage/runtime/bus';

/**
 * Answers `auth.ensure-customer` on this package's vhost, as the auth service would:
 * one stable user id per email (case-insensitive), `created` only the first time.
 * The auth service itself is tested in its own package. `extra` handlers are served on the
 * same consumer (two consumers of `auth.rpc` would each get half of the requests).
 */
/** The user id the double gives an address (the real auth's is random). */
export function fakeUserIdFor(email: string): string {
  const h = createHash('sha1').update(email.toLowerCase()).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function serveFakeAuth(bus: Bus, extra: RpcHandler[] = []): Promise<{ calls: string[] }> {
  const calls: string[] = [];
  const seen = new Set<string>();
  await bus.serve('auth', [
    rpcHandler(ensureCustomer, async ({ email }) => {
      const key = email.toLowerCase();
      calls.push(key);
      const created = !seen.has(key);
      seen.add(key);
      return { userId: fakeUserIdFor(key), created };
    }),
    ...extra,
  ]);
  return { calls };
}
