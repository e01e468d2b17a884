// The demo seed on its own databases (migrated like the services migrate them): idempotence,
// --reset, the services' invariants, fictional contact data, and the production refusal.
import { createHash } from 'node:crypto';
import { ensureFirstAdmin } from '@courtage/auth/bootstrap';
import { isValidSiren } from '@courtage/contracts/validators/siren';
import { seedCatalog } from '@courtage/offer/repositories/write-seed-catalog';
import { createDatabase, type Database } from '@courtage/runtime/database';
import { createLogger } from '@courtage/runtime/logger';
import { runMigrations } from '@courtage/runtime/migrations';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_REFUSED, removeDemo, seedDemo } from '../src/demo/seed-demo.ts';

const NAMES = {
  auth: 'courtage_test_demo_auth',
  offer: 'courtage_test_demo_offer',
  crm: 'courtage_test_demo_crm',
};
const url = (name: string) => `postgres://${name}@127.0.0.1:5432/${name}`;
const DATABASES = { auth: url(NAMES.auth), offer: url(NAMES.offer), crm: url(NAMES.crm) };
const OPTIONS = {
  profile: 'test' as const,
  anchor: '2026-03-16',
  databases: DATABASES,
  bucket: 'courtage-test-demo-documents',
};
const logger = createLogger('demo-seed-test', 'warn');

async function ensureDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    const role = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
    if (role.rowCount === 0) await admin.query(`CREATE ROLE ${name} LOGIN`);
    const db = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (db.rowCount === 0) await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
  } finally {
    await admin.end();
  }
}

const TABLES = {
  offer: [
    'comparisons',
    'offers',
    'offer_state_history',
    'offer_notes',
    'bookings',
    'subscriptions',
    'slots',
  ],
  crm: [
    'companies',
    'contacts',
    'quotes',
    'contracts',
    'documents',
    'compliance_items',
    'tasks',
    'contact_queries',
    'contact_query_replies',
    'user_queries',
    'quote_requests',
    'offer_read_model',
    'offer_comparisons',
    'offer_read_model_totals',
    'offer_dashboard_days',
    'crm_list_totals',
  ],
};
// Encrypted columns change with every encryption (random IV): compared by their masked forms.
const UNSTABLE = new Set(['nir_encrypted', 'iban_encrypted', 'updated_at']);
// Ids the database gives (a slot row stays across --reset, history rows take new serials).
const SERIAL_IDS = new Set(['slots', 'offer_state_history']);

/** Row counts and a checksum of every row of the tables the seed writes. */
async function snapshot(db: Database<unknown>, tables: string[], stable = false) {
  const result: Record<string, { n: number; sum: string }> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
      db.db as never,
    );
    const lines = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row).filter(
            ([column]) => !(stable && (UNSTABLE.has(column) || (column === 'id' && SERIAL_IDS.has(table)))),
          ),
        ),
      )
      .sort();
    result[table] = { n: rows.length, sum: createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return result;
}

let auth: Database<unknown>;
let offer: Database<unknown>;
let crm: Database<unknown>;

beforeAll(async () => {
  for (const name of Object.values(NAMES)) await ensureDatabase(name);
  auth = createDatabase(DATABASES.auth, logger, 2);
  offer = createDatabase(DATABASES.offer, logger, 2);
  crm = createDatabase(DATABASES.crm, logger, 2);
  await runMigrations(auth.pool, new URL('../../services/auth/migrations/', import.meta.url), logger);
  await runMigrations(offer.pool, new URL('../../services/offer/migrations/', import.meta.url), logger);
  await runMigrations(crm.pool, new URL('../../services/crm/migrations/', import.meta.url), logger);
  await ensureFirstAdmin(auth.db as never, { NODE_ENV: 'test', ADMIN_NAME: 'Admin' }, logger);
  await seedCatalog(offer.db as never, logger);
  await removeDemo(OPTIONS);
}, 120_000);

afterAll(async () => {
  await removeDemo(OPTIONS);
  await Promise.all([auth?.close(), offer?.close(), crm?.close()]);
}, 60_000);

describe('npm run seed:demo', () => {
  it('seeds a believable brokerage in under 60 s, then a second run changes nothing', async () => {
    const first = await seedDemo(OPTIONS);
    expect(first.outcome).toBe('seeded');
    expect(first.seconds).toBeLessThan(60);
    expect(first.counts).toMatchObject({ companies: 200, contacts: 600, quotes: 150 });
    expect(first.counts.visitorOffers).toBeGreaterThanOrEqual(1900);
    expect(first.counts.contracts).toBeGreaterThanOrEqual(120);
    const before = { ...(await snapshot(offer, TABLES.offer)), ...(await snapshot(crm, TABLES.crm)) };

    const second = await seedDemo(OPTIONS);
    expect(second.outcome).toBe('present');
    const after = { ...(await snapshot(offer, TABLES.offer)), ...(await snapshot(crm, TABLES.crm)) };
    expect(after).toEqual(before);
  }, 120_000);

  it('keeps the services’ invariants: the read model is the offers out of “proposed”', async () => {
    const offers = (
      await sql<{ id: string; state: string; assignee_id: string | null }>`
        SELECT id, state, assignee_id FROM offers WHERE state <> 'proposed' OR assignee_id IS NOT NULL ORDER BY id`.execute(
        offer.db as never,
      )
    ).rows;
    const readModel = (
      await sql<{ id: string; state: string; assignee_id: string | null }>`
        SELECT id, state, assignee_id FROM offer_read_model ORDER BY id`.execute(crm.db as never)
    ).rows;
    expect(readModel).toEqual(offers);
    const states = new Set(readModel.map((row) => row.state));
    for (const state of ['proposed', 'confirmed', 'subscribed', 'in_review', 'signed', 'cancelled'])
      expect(states).toContain(state);
    // Every subscription has its crm contract, as contract-from-subscription.ts makes them.
    const subscribed = (
      await sql<{ offer_id: string }>`SELECT offer_id FROM subscriptions ORDER BY offer_id`.execute(
        offer.db as never,
      )
    ).rows.map((row) => row.offer_id);
    const contracts = (
      await sql<{
        offer_id: string;
      }>`SELECT offer_id FROM contracts WHERE offer_id IS NOT NULL ORDER BY offer_id`.execute(crm.db as never)
    ).rows.map((row) => row.offer_id);
    expect(contracts).toEqual(subscribed);
    // The dashboard's last 30 days have comparisons, confirmations and subscriptions.
    const days = (
      await sql<{ confirmed: string; subscribed: string }>`
        SELECT sum(confirmed) AS confirmed, sum(subscribed) AS subscribed FROM offer_dashboard_days
        WHERE day >= date '2026-03-16' - 30`.execute(crm.db as never)
    ).rows[0];
    expect(Number(days?.confirmed)).toBeGreaterThan(100);
    expect(Number(days?.subscribed)).toBeGreaterThan(5);
    // The demo customer has a subscribed offer of their own.
    const mine = (
      await sql<{ state: string }>`
        SELECT o.state FROM offers o JOIN subscriptions s ON s.offer_id = o.id WHERE o.user_id = s.user_id`.execute(
        offer.db as never,
      )
    ).rows;
    expect(mine).toEqual([{ state: 'subscribed' }]);
  });

  it('uses plainly fictional data: valid SIRENs, reserved phone ranges, example domains', async () => {
    const companies = (await sql<{ siren: string }>`SELECT siren FROM companies`.execute(crm.db as never))
      .rows;
    expect(companies.every((row) => isValidSiren(row.siren))).toBe(true);
    const contacts = (
      await sql<{ email: string | null; phone: string | null }>`SELECT email, phone FROM contacts`.execute(
        crm.db as never,
      )
    ).rows;
    for (const { email, phone } of contacts) {
      if (email) expect(email).toMatch(/@(example\.(org|com)|courtage-sante\.local)$/);
      if (phone) expect(phone).toMatch(/^(063998|019900)\d{4}$|^0612345678$/);
    }
    const towns = (
      await sql<{
        zip_code: string;
      }>`SELECT DISTINCT zip_code FROM companies WHERE zip_code LIKE '97%'`.execute(crm.db as never)
    ).rows;
    expect(towns.length).toBeGreaterThan(0);
  });

  it('--reset removes the demo and seeds the same rows again', async () => {
    const before = {
      ...(await snapshot(offer, TABLES.offer, true)),
      ...(await snapshot(crm, TABLES.crm, true)),
    };
    const again = await seedDemo({ ...OPTIONS, reset: true });
    expect(again.outcome).toBe('seeded');
    const after = {
      ...(await snapshot(offer, TABLES.offer, true)),
      ...(await snapshot(crm, TABLES.crm, true)),
    };
    expect(after).toEqual(before);
  }, 120_000);

  it('refuses a production environment and writes nothing', async () => {
    const saved = process.env.NODE_ENV;
    await removeDemo(OPTIONS);
    process.env.NODE_ENV = 'production';
    try {
      await expect(seedDemo(OPTIONS)).rejects.toThrow(PRODUCTION_REFUSED);
    } finally {
      process.env.NODE_ENV = saved;
    }
    const { rows } = await sql`SELECT 1 FROM companies LIMIT 1`.execute(crm.db as never);
    expect(rows).toEqual([]);
  });
});
