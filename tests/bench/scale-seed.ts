import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SEED_FAMILIES, SEED_FORENAMES, SEED_TRADES } from './crm-search-round-trip.ts';

// The back office at scale: a brokerage's back office after some years, written with COPY into the bench
// crm database. The rows follow the same formulas as offer-read-model-seed.ts and
// crm-search-round-trip.ts (names, SIRENs, e-mails, states), so the list, search and dashboard
// scenarios and their paths work on it unchanged.

export const SCALE = {
  offers: 1_000_000,
  /** Comparisons of crm's read model (the dashboard's "comparisons" curve): three per offer. */
  comparisons: 3_000_000,
  companies: 200_000,
  contacts: 500_000,
  contracts: 100_000,
  /** Audit entries (each record's history, the company page's 'Historique'). */
  history: 2_000_000,
} as const;

const DAY_MS = 86_400_000;
const FORENAMES_6 = ['Marie', 'Jean', 'Lætitia', 'Paul', 'Chloé', 'Hugo'];
const CITIES = ['Paris', 'Lyon', 'Metz', 'Ajaccio', 'Lille'];
const INSURERS = [
  'Azuréa Santé',
  'Mutalys',
  'Santéo',
  'Harmonia',
  'Prévoir+',
  'Alliance Mutuelle',
  'Vitalia',
  'Solidaris',
];
const TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];
const BROKERS = [0, 1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`);

const NULL = '\\N';
const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** COPY `table (columns)` FROM STDIN of the lines `rows` yields (text format, tab-separated). */
async function copyRows(
  client: pg.Client,
  table: string,
  columns: string[],
  rows: () => Generator<Array<string | number>>,
): Promise<void> {
  function* lines(): Generator<string> {
    let batch: string[] = [];
    for (const row of rows()) {
      batch.push(row.join('\t'));
      if (batch.length === 2000) {
        yield `${batch.join('\n')}\n`;
        batch = [];
      }
    }
    if (batch.length > 0) yield `${batch.join('\n')}\n`;
  }
  const copy = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(lines()), copy);
}

/**
 * Drops `table`'s indexes that back no constraint, runs `fill`, then builds them again: one
 * sort per index instead of a million insertions into each (the read model has 21 of them).
 */
async function withIndexesRebuilt(client: pg.Client, table: string, fill: () => Promise<void>) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = $1::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  for (const { name } of rows) await client.query(`DROP INDEX ${name}`);
  try {
    await fill();
  } finally {
    for (const { definition } of rows) await client.query(definition);
  }
}

/** Whether the bench crm database already holds this seed (a second run skips it). */
async function alreadySeeded(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM offer_read_model) AS offers,
            (SELECT count(*) FROM offer_comparisons) AS comparisons,
            (SELECT count(*) FROM companies) AS companies,
            (SELECT count(*) FROM contacts) AS contacts,
            (SELECT count(*) FROM contracts) AS contracts,
            (SELECT count(*) FROM audit_log WHERE actor_id = 'bench-scale') AS history`,
  );
  const counts = rows[0]!;
  // The read model grows by the comparisons a broker's day creates (offer's events): up to 1 %.
  const grows = ['offers', 'comparisons'];
  return (Object.keys(SCALE) as Array<keyof typeof SCALE>).every((key) =>
    grows.includes(key)
      ? counts[key]! >= SCALE[key] && counts[key]! <= SCALE[key] * 1.01
      : counts[key] === SCALE[key],
  );
}

/**
 * Empties the bench crm database's read model and CRM records and writes SCALE's rows with COPY,
 * indexes built after each table is filled, row triggers off during the copy and their totals
 * counted once after, then VACUUM ANALYZE. Returns the seconds it took (0 when the database
 * already held this seed). The bench profile's database only.
 */
export async function seedScale(databaseUrl: string, log: (line: string) => void): Promise<number> {
  if (!new URL(databaseUrl).pathname.startsWith('/courtage_bench_'))
    throw new Error(`refusing to seed ${databaseUrl}: not a bench database`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    if (await alreadySeeded(client)) {
      log('  the bench crm database already holds this seed: kept');
      return 0;
    }
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(
      'TRUNCATE offer_read_model, offer_comparisons, offer_read_model_totals, companies, contacts, quotes, contracts, documents, tasks CASCADE',
    );
    // The audit log refuses TRUNCATE (append-only, migration 0003): in the bench database only,
    // its trigger is lifted for this statement and put back at once.
    await client.query('BEGIN');
    await client.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate');
    await client.query('TRUNCATE audit_log');
    await client.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate');
    await client.query('COMMIT');

    const now = Date.now();
    const n = SCALE.offers;
    await client.query('ALTER TABLE offer_read_model DISABLE TRIGGER offer_read_model_count');
    await client.query('ALTER TABLE offer_read_model DISABLE TRIGGER offer_dashboard_days_insert');
    await client.query('ALTER TABLE offer_comparisons DISABLE TRIGGER offer_comparison_days_insert');
    await step(`${n} offers (crm's read model, 21 indexes built after)`, () =>
      withIndexesRebuilt(client, 'offer_read_model', () =>
        copyRows(
          client,
          'offer_read_model',
          [
            'id',
            'comparison_id',
            'first_name',
            'last_name',
            'email',
            'phone_number',
            'postal_code',
            'city',
            'provider',
            'provider_code',
            'plan_name',
            'formula_name',
            'insurance_line',
            'monthly_cents',
            'yearly_cents',
            'date_slot',
            'time_slot',
            'created_at',
            'state',
            'state_at',
            'confirmed_at',
            'subscribed_at',
            'signed_at',
            'cancelled_at',
            'assignee_id',
            'assignee_name',
            'assigned_at',
          ],
          function* () {
            for (let i = 1; i <= n; i++) {
              const created = now - (i / n) * 365 * DAY_MS;
              const monthly = 3000 + ((i * 37) % 30000);
              const subscribed = i % 3 === 2 || i % 10 === 1;
              yield [
                randomUUID(),
                randomUUID(),
                FORENAMES_6[i % 6]!,
                `Nom${i}`,
                `client${i}@example.fr`,
                `06${pad((i * 7919) % 100_000_000, 8)}`,
                pad(1000 + (i % 95000), 5),
                CITIES[i % 5]!,
                INSURERS[i % 8]!,
                `insurer-${i % 8}`,
                `Plan ${i % 12}`,
                `Formule ${i % 4}`,
                'sante',
                monthly,
                monthly * 12,
                iso(created + 3 * DAY_MS).slice(0, 10),
                TIMES[i % 7]!,
                iso(created),
                i % 20 === 0
                  ? 'cancelled'
                  : i % 10 === 1
                    ? 'signed'
                    : i % 3 === 2
                      ? 'subscribed'
                      : 'confirmed',
                iso(created + 2 * DAY_MS),
                iso(created + 3_600_000),
                subscribed ? iso(created + DAY_MS) : NULL,
                i % 10 === 1 ? iso(created + 2 * DAY_MS) : NULL,
                i % 20 === 0 ? iso(created + 2 * DAY_MS) : NULL,
                BROKERS[i % 5]!,
                `Courtier ${i % 5}`,
                iso(created + 3_600_000),
              ];
            }
          },
        ),
      ),
    );
    const c = SCALE.comparisons;
    await step(`${c} comparisons`, () =>
      withIndexesRebuilt(client, 'offer_comparisons', () =>
        copyRows(client, 'offer_comparisons', ['id', 'created_at'], function* () {
          for (let i = 1; i <= c; i++) yield [randomUUID(), iso(now - (i / c) * 365 * DAY_MS)];
        }),
      ),
    );
    await client.query('ALTER TABLE offer_read_model ENABLE TRIGGER offer_read_model_count');
    await client.query('ALTER TABLE offer_read_model ENABLE TRIGGER offer_dashboard_days_insert');
    await client.query('ALTER TABLE offer_comparisons ENABLE TRIGGER offer_comparison_days_insert');
    await step("the read model's totals and the dashboard's days counted once", async () => {
      await client.query('SELECT offer_read_model_totals_rebuild()');
      await client.query('SELECT offer_dashboard_days_rebuild()');
    });

    const companyIds = Array.from({ length: SCALE.companies + 1 }, () => randomUUID());
    const companyName = (i: number) =>
      `${SEED_TRADES[i % 12]} ${SEED_FAMILIES[Math.floor(i / 12) % 40]} ${i}`;
    const companies = SCALE.companies;
    await step(`${companies} companies`, () =>
      withIndexesRebuilt(client, 'companies', () =>
        copyRows(
          client,
          'companies',
          ['id', 'company_name', 'siren', 'kind', 'zip_code', 'town', 'created_at'],
          function* () {
            for (let i = 1; i <= companies; i++) {
              yield [
                companyIds[i]!,
                companyName(i),
                String(100_000_000 + i),
                i % 3 === 0 ? 'client' : 'prospect',
                pad(1000 + (i % 95000), 5),
                `Ville ${i % 500}`,
                iso(now - (i / companies) * 730 * DAY_MS),
              ];
            }
          },
        ),
      ),
    );
    const contacts = SCALE.contacts;
    const contactIds = Array.from({ length: contacts + 1 }, () => randomUUID());
    await step(`${contacts} contacts`, () =>
      withIndexesRebuilt(client, 'contacts', () =>
        copyRows(
          client,
          'contacts',
          ['id', 'civility', 'name', 'forename', 'email', 'phone', 'company_id', 'created_at'],
          function* () {
            for (let i = 1; i <= contacts; i++) {
              yield [
                contactIds[i]!,
                i % 2 === 0 ? 'Mme' : 'M.',
                `Nom${i}`,
                SEED_FORENAMES[i % 8]!,
                `contact${i}@example.fr`,
                `06${pad((i * 7919) % 100_000_000, 8)}`,
                // As crm-search-round-trip.ts: the company of SIREN 100000000 + 1 + i % companies.
                companyIds[1 + (i % companies)]!,
                iso(now - (i / contacts) * 730 * DAY_MS),
              ];
            }
          },
        ),
      ),
    );
    const contracts = SCALE.contracts;
    const contractIds = Array.from({ length: contracts + 1 }, () => randomUUID());
    await step(`${contracts} contracts`, () =>
      withIndexesRebuilt(client, 'contracts', () =>
        copyRows(
          client,
          'contracts',
          [
            'id',
            'holder_kind',
            'company_id',
            'contact_id',
            'holder_name',
            'insurer',
            'product',
            'policy_number',
            'start_date',
            'renewal_date',
            'monthly_premium',
            'commission_rate',
            'status',
            'created_at',
          ],
          function* () {
            for (let i = 1; i <= contracts; i++) {
              // Every other company holds one (the first 100,000 of the 200,000 by SIREN, spread).
              const company = 1 + ((i * 2) % companies);
              const created = now - (i / contracts) * 730 * DAY_MS;
              yield [
                contractIds[i]!,
                'company',
                companyIds[company]!,
                contactIds[1 + (i % contacts)]!,
                companyName(company),
                INSURERS[i % 8]!,
                'Santé collective',
                `POL-${pad(i, 8)}`,
                iso(created).slice(0, 10),
                iso(created + 365 * DAY_MS).slice(0, 10),
                (50 + (i % 900)).toFixed(2),
                (5 + (i % 15)).toFixed(2),
                i % 10 === 0 ? 'resilie' : i % 17 === 0 ? 'suspendu' : 'actif',
                iso(created),
              ];
            }
          },
        ),
      ),
    );
    const history = SCALE.history;
    await step(`${history} audit entries (history of companies, contacts and contracts)`, () =>
      withIndexesRebuilt(client, 'audit_log', () =>
        copyRows(
          client,
          'audit_log',
          [
            'occurred_at',
            'actor_kind',
            'actor_id',
            'actor_role',
            'action',
            'entity',
            'entity_id',
            'before',
            'after',
            'address',
          ],
          function* () {
            for (let i = 1; i <= history; i++) {
              // Half on contacts, 3 in 10 on companies, 2 in 10 on contracts; oldest first.
              const kind = i % 10;
              const [entity, id] =
                kind < 5
                  ? ['contact', contactIds[1 + (i % contacts)]!]
                  : kind < 8
                    ? ['company', companyIds[1 + (i % companies)]!]
                    : ['contract', contractIds[1 + (i % contracts)]!];
              const action = i % 7 === 0 ? 'create' : 'update';
              yield [
                iso(now - ((history - i) / history) * 730 * DAY_MS),
                'staff',
                'bench-scale',
                'Admin',
                action,
                entity,
                id,
                action === 'create' ? NULL : `{"phone": "06${pad(i % 100_000_000, 8)}"}`,
                `{"phone": "06${pad((i * 7) % 100_000_000, 8)}"}`,
                `192.0.2.${i % 250}`,
              ];
            }
          },
        ),
      ),
    );
    await step('VACUUM ANALYZE', async () => {
      for (const table of [
        'offer_read_model',
        'offer_comparisons',
        'companies',
        'contacts',
        'contracts',
        'audit_log',
      ])
        await client.query(`VACUUM ANALYZE ${table}`);
    });
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
