import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import type { Actor } from '@courtage/contracts/define';
import { type Bus, createBus, rpcHandler } from '@courtage/runtime/bus';
import { createLogger } from '@courtage/runtime/logger';
import { type EventObserver, observeEvents } from '@courtage/runtime/testing/event-observer';
import { type ServiceProcess, startServiceProcess } from '@courtage/runtime/testing/service-process';
import pg from 'pg';
import { crmEnv } from './test-env.ts';

export const MAIN = 'services/crm/src/main.ts';
// Own vhost and database (pg_trgm needs the database's owner): this suite answers auth's
// staff-recipients RPC itself and publishes offer events, which must not reach a running stack.
const VHOST = 'courtage_test_crm_records';
const DATABASE = 'courtage_test_crm_records';
export const AMQP_URL = `amqp://guest:guest@127.0.0.1:5672/${VHOST}`;
export const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
export const NO_CMS_URL = 'http://127.0.0.1:9';

export const broker = { id: randomUUID(), name: 'Claire Martin', email: 'claire@example.fr' };
export const subAdmin: Actor = { kind: 'admin', id: broker.id, role: 'sub-admin' };
export const admin: Actor = { kind: 'admin', id: randomUUID(), role: 'admin' };
export const customer: Actor = { kind: 'customer', id: randomUUID(), role: 'customer' };

async function createDatabaseIfMissing(): Promise<void> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rows.length === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

export type RecordsEnv = {
  service: ServiceProcess;
  bus: Bus;
  pool: pg.Pool;
  observer: EventObserver;
  close(): Promise<number | null>;
};

/** A crm process on its own vhost and database, a bus to call it, a pool to look, an event observer. */
export async function startRecordsEnv(name: string): Promise<RecordsEnv> {
  const run = promisify(execFile);
  await run('rabbitmqctl', ['add_vhost', VHOST]).catch(() => undefined);
  await run('rabbitmqctl', ['set_permissions', '-p', VHOST, 'guest', '.*', '.*', '.*']).catch(
    () => undefined,
  );
  await createDatabaseIfMissing();
  const logger = createLogger('test', 'silent');
  const authBus = await createBus({ url: AMQP_URL, name: `auth-${name}`, logger });
  await authBus.serve('auth', [
    rpcHandler(listStaffRecipients, async ({ staffIds }) => ({
      staff: (staffIds ?? [broker.id]).includes(broker.id) ? [broker] : [],
    })),
  ]);
  // No CMS answers on port 9: the development broker identity stands in, as outside production.
  const service = await startServiceProcess(MAIN, {
    ...crmEnv(),
    AMQP_URL,
    DATABASE_URL,
    CMS_URL: NO_CMS_URL,
  });
  const bus = await createBus({ url: AMQP_URL, name: `crm-${name}`, logger });
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const observer = await observeEvents(AMQP_URL, 'crm.#');
  return {
    service,
    bus,
    pool,
    observer,
    async close() {
      await observer.close();
      await bus.close();
      await authBus.close();
      await pool.end();
      return service.stop();
    },
  };
}

/** A SIREN passing the Luhn check, different on each call (8 random digits + the key). */
export function newSiren(): string {
  for (;;) {
    const body = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    for (let key = 0; key < 10; key++) {
      const candidate = `${body}${key}`;
      let sum = 0;
      for (let i = 0; i < 9; i++) {
        let digit = Number(candidate[8 - i]);
        if (i % 2 === 1) digit *= 2;
        if (digit > 9) digit -= 9;
        sum += digit;
      }
      if (sum % 10 === 0) return candidate;
    }
  }
}
