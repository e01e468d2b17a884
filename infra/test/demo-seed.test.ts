// The demo seed on its own databases (migrated like the services migrate them): idempotence,
// --reset, the services' invariants, fictional contact data, and the production refusal.
import { createHash } from 'node:crypto';
import { ensureFirstAdmin } from '@courtage/auth/bootstrap';
import { isValidSiren } from '@courtage/contracts/validators/siren';
import { DEMO_FILE_USER_AGENT } from '@courtage/offer/esign/demo-signed-file';
import { storedKeysOf } from '@courtage/offer/esign/subscription-file-store';
import { sha256Hex, verifySeal } from '@courtage/offer/esign/verify-seal';
import { seedCatalog } from '@courtage/offer/repositories/write-seed-catalog';
import { createDatabase, type Database } from '@courtage/runtime/database';
import { createDocumentStore } from '@courtage/runtime/document-store';
import { createLogger } from '@courtage/runtime/logger';
import { runMigrations } from '@courtage/runtime/migrations';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGNED_FILES, PRODUCTION_REFUSED, removeDemo, seedDemo } from '../src/demo/seed-demo.ts';

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
    'subscription_signatures',
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
// A signed file's code is random (its HMAC too), its row's creation is the seed's time, and its
// PDFs' hashes change with each rendering (the evidence's hash with them).
const UNSTABLE = new Set([
  'nir_encrypted',
  'iban_encrypted',
  'updated_at',
  'subscription_signatures.code_hash',
  'subscription_signatures.created_at',
  'subscription_signatures.documents',
  'subscription_signatures.evidence_sha256',
]);
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
            ([column]) =>
              !(
                stable &&
                (UNSTABLE.has(column) ||
                  UNSTABLE.has(`${table}.${column}`) ||
                  (column === 'id' && SERIAL_IDS.has(table)))
              ),
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
    expect(first.counts.signedFiles).toBe(DEMO_SIGNED_FILES);
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

  it('gives the recent subscriptions their signed file; the demo customer’s documents download and their seals verify', async () => {
    const files = (
      await sql<{ state: string | null; n: number }>`
        SELECT f.state, count(*)::int AS n FROM subscriptions s
        LEFT JOIN subscription_signatures f ON f.subscription_id = s.id GROUP BY f.state ORDER BY f.state`.execute(
        offer.db as never,
      )
    ).rows;
    expect(files).toEqual([
      { state: 'signed', n: DEMO_SIGNED_FILES },
      { state: null, n: expect.any(Number) },
    ]);

    const row = (
      await sql<{
        offer_id: string;
        signed_at: Date;
        subscribed_at: Date;
        documents: Array<{
          kind: string;
          key: string;
          sha256: string;
          signedKey: string;
          signedSha256: string;
        }>;
        evidence_key: string;
        evidence_sha256: string;
      }>`
        SELECT f.offer_id, f.signed_at, f.documents, f.evidence_key, f.evidence_sha256, h.at AS subscribed_at
        FROM subscription_signatures f
        JOIN subscriptions s ON s.id = f.subscription_id
        JOIN offers o ON o.id = s.offer_id AND o.user_id = s.user_id
        JOIN offer_state_history h ON h.offer_id = o.id AND h.to_state = 'subscribed'`.execute(
        offer.db as never,
      )
    ).rows[0];
    expect(row, 'the demo customer’s signed file').toBeDefined();
    if (!row) return;
    // Signed when the offer moved to 'subscribed', as a visitor's signature moves it.
    expect(row.signed_at.toISOString()).toBe(row.subscribed_at.toISOString());
    expect(row.documents.map((d) => d.kind)).toEqual([
      'bulletin-adhesion',
      'mandat-sepa',
      'mandat-resiliation',
    ]);
    const store = createDocumentStore({
      endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:4569',
      region: 'us-east-1',
      bucket: OPTIONS.bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const evidenceBytes = await store.get(row.evidence_key);
    expect(sha256Hex(evidenceBytes)).toBe(row.evidence_sha256);
    const evidence = JSON.parse(Buffer.from(evidenceBytes).toString('utf8')) as {
      signer: { email: string };
      userAgent: string;
      documents: Array<{ kind: string; reviewedSha256: string; signedSha256: string }>;
    };
    expect(evidence.signer.email).toBe('client.demo@courtage-sante.local');
    expect(evidence.userAgent).toBe(DEMO_FILE_USER_AGENT);
    for (const document of row.documents) {
      const reviewed = await store.get(document.key);
      expect(sha256Hex(reviewed), document.kind).toBe(document.sha256);
      const sealed = Buffer.from(await store.get(document.signedKey));
      expect(sha256Hex(sealed), document.kind).toBe(document.signedSha256);
      expect(evidence.documents.find((d) => d.kind === document.kind)).toMatchObject({
        reviewedSha256: document.sha256,
        signedSha256: document.signedSha256,
      });
      expect(verifySeal(sealed), document.kind).toMatchObject({ valid: true });
      const changed = Buffer.from(sealed);
      const at = changed.indexOf('/Title');
      changed[at + 1] = 'X'.charCodeAt(0);
      expect(verifySeal(changed).valid, `${document.kind} changed`).toBe(false);
    }
    // The certificate and the documents given with the file are stored beside it.
    const subscriptionId = row.documents[0]?.key.split('/')[1] ?? '';
    for (const key of storedKeysOf({
      ...row,
      documents: row.documents as never,
      subscription_id: subscriptionId,
    })) {
      const bytes = Buffer.from(await store.get(key));
      if (key.endsWith('.pdf')) expect(bytes.subarray(0, 5).toString('latin1'), key).toBe('%PDF-');
    }
  });

  it('gives a demo seeded before the signed files their files on the next run, once', async () => {
    await sql`DELETE FROM subscription_signatures WHERE subscription_id IN (
      SELECT id FROM subscriptions WHERE user_id IS NOT NULL)`.execute(offer.db as never);
    const upgraded = await seedDemo(OPTIONS);
    expect(upgraded).toMatchObject({ outcome: 'seeded', counts: { signedFiles: 1 } });
    expect((await seedDemo(OPTIONS)).outcome).toBe('present');
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
