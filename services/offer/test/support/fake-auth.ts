import { createHash } from 'node:crypto';
import { ensureCustomer } from '@courtage/contracts/auth/ensure-customer.rpc';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { type Bus, type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import pg from 'pg';
import { DATABASE_URL } from './test-env.ts';

/**
 * Answers `auth.ensure-customer` on this package's vhost, as the auth service would:
 * one stable user id per email (case-insensitive), `created` only the first time. Several test
 * files serve this double on the same vhost at once and a request reaches any of them, so which
 * addresses exist is kept in the shared test database, not in one double's memory (a per-double
 * set once answered `created` for an address another double had already seen).
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
  // Idle connections close by themselves, so the double needs no teardown of its own.
  const pool = new pg.Pool({
    connectionString: DATABASE_URL,
    max: 2,
    idleTimeoutMillis: 1_000,
    allowExitOnIdle: true,
  });
  await pool.query('CREATE TABLE IF NOT EXISTS fake_auth_customers (email text PRIMARY KEY)').catch(() => {
    // Two files creating it at once: the loser's error is harmless, the table exists.
  });
  await bus.serve('auth', [
    rpcHandler(ensureCustomer, async ({ email }) => {
      const key = email.toLowerCase();
      calls.push(key);
      const inserted = await pool.query(
        'INSERT INTO fake_auth_customers (email) VALUES ($1) ON CONFLICT DO NOTHING',
        [key],
      );
      return { userId: fakeUserIdFor(key), created: inserted.rowCount === 1 };
    }),
    // Every staff member asked about is active, and nobody is listed when all are asked for (no
    // auto-assignment): the same answer from every test file's double on the shared vhost, whichever
    // of them a request reaches. A file needing a real roster passes its own handler in `extra`.
    rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
      staff: (staffIds ?? []).map((id) => ({
        id,
        name: 'Agent Test',
        email: `agent-${id.slice(0, 8)}@example.fr`,
      })),
    })),
    ...extra,
  ]);
  return { calls };
}
