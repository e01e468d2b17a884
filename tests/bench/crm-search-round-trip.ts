import { Agent, request } from 'node:http';
import pg from 'pg';
import { printSlowestPaths } from './offer-lists-round-trip.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

// The CRM's search: companies by name or SIREN and contacts, through the gateway with an Admin's
// token, on the bench crm database seeded with 50,000 companies and 200,000 contacts.

export const CRM_COMPANIES = 50_000;

/** The seed's names (scale-seed.ts writes the same): company i is `TRADES[i % 12] FAMILIES[(i / 12) % 40] i`. */
export const SEED_TRADES = [
  'Boulangerie',
  'Garage',
  'Cabinet',
  'Pharmacie',
  'Menuiserie',
  'Transports',
  'Restaurant',
  'Plomberie',
  'Librairie',
  'Fromagerie',
  'Imprimerie',
  'Salon',
];
export const SEED_FAMILIES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
];
/** Contact i's forename: `FORENAMES[i % 8]` (the accent search looks for Chloé, Inès, Lætitia). */
export const SEED_FORENAMES = ['Marie', 'Jean', 'Lætitia', 'Paul', 'Chloé', 'Hugo', 'Inès', 'Louis'];
export const CRM_CONTACTS = 200_000;

/**
 * Empties the CRM records of the bench database and inserts `companies` companies (SIREN
 * 100000000 + i, names from 12 trades and 40 family names) and `contacts` contacts, 4 per company,
 * one INSERT ... SELECT generate_series each, then VACUUM ANALYZE. Bench database only.
 */
export async function seedCrmRecords(
  databaseUrl: string,
  companies = CRM_COMPANIES,
  contacts = CRM_CONTACTS,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('TRUNCATE companies, contacts, quotes, contracts, documents, tasks CASCADE');
    await client.query(
      `INSERT INTO companies (company_name, siren, kind, zip_code, town, created_at)
       SELECT ($2::text[])[1 + i % 12] || ' ' || ($3::text[])[1 + (i / 12) % 40] || ' ' || i,
              (100000000 + i)::text,
              CASE WHEN i % 3 = 0 THEN 'client' ELSE 'prospect' END,
              lpad((1000 + i % 95000)::text, 5, '0'), 'Ville ' || (i % 500),
              now() - (i::double precision / $1) * interval '730 days'
       FROM generate_series(1, $1) AS i`,
      [companies, SEED_TRADES, SEED_FAMILIES],
    );
    await client.query(
      `INSERT INTO contacts (civility, name, forename, email, phone, company_id, created_at)
       SELECT CASE WHEN i % 2 = 0 THEN 'Mme' ELSE 'M.' END, 'Nom' || i,
              ($3::text[])[1 + i % 8],
              -- bigint: i * 7919 passes int4's range past 271,000 contacts.
              'contact' || i || '@example.fr', '06' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
              c.id, now() - (i::double precision / $1) * interval '730 days'
       FROM generate_series(1, $1) AS i
       JOIN LATERAL (SELECT id FROM companies WHERE siren = (100000000 + 1 + i % $2)::text) AS c ON true`,
      [contacts, companies, SEED_FORENAMES],
    );
    // VACUUM as autovacuum would have by then: the visibility map lets counts skip the heap.
    await client.query('VACUUM ANALYZE companies');
    await client.query('VACUUM ANALYZE contacts');
  } finally {
    await client.end();
  }
}

/**
 * In turn: a name word matching many companies, a rare name (word + number), a SIREN prefix, the
 * Clients tab with a name, a contact by name and by e-mail; 20 rows each, with the total.
 */
export const CRM_SEARCH_PATHS = [
  '/api/v1/entreprise?limit=20&q=boulangerie',
  '/api/v1/entreprise?limit=20&q=dupont%2012',
  '/api/v1/entreprise?limit=20&q=1000123',
  // A client trade (the seed makes every third company a client: never a garage, i % 12 = 1).
  '/api/v1/entreprise?limit=20&kind=client&q=pharmacie%20mar',
  '/api/v1/entreprise?limit=20&sort=companyName&direction=asc&q=pharmacie',
  '/api/v1/contact/byAttributes?limit=20&q=nom1234',
  '/api/v1/contact/byAttributes?limit=20&q=contact98765%40example',
];

/** The contacts seeded as 'Chloé', 'Inès', 'Lætitia', typed without accents or in capitals. */
export const ACCENT_SEARCH_PATHS = [
  '/api/v1/contact/byAttributes?limit=20&q=chloe',
  '/api/v1/contact/byAttributes?limit=20&q=INES%20nom4',
  '/api/v1/contact/byAttributes?limit=20&q=laetitia%20nom12',
  `/api/v1/contact/byAttributes?limit=20&q=${encodeURIComponent('CHLOÉ nom9')}`,
  '/api/v1/contact/byAttributes?limit=20&sort=name&direction=asc&q=ines',
  `/api/v1/entreprise?limit=20&q=${encodeURIComponent('lefevre')}`,
];

export async function measureCrmSearch(
  gatewayUrl: string,
  token: string,
  options: LoadOptions,
  paths: readonly string[] = CRM_SEARCH_PATHS,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        new URL(path, gatewayUrl),
        { agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  let next = 0;
  const byPath = new Map<string, number[]>();
  const send = async () => {
    const path = paths[next++ % paths.length] as string;
    const started = performance.now();
    const res = await get(path);
    if (res.status !== 200) throw new Error(`GET ${path}: status ${res.status}: ${res.body.slice(0, 300)}`);
    const latencies = byPath.get(path) ?? [];
    latencies.push(performance.now() - started);
    byPath.set(path, latencies);
  };
  try {
    const first = JSON.parse((await get('/api/v1/entreprise?limit=10')).body) as { total: number };
    if (first.total < CRM_COMPANIES)
      throw new Error(`crm holds ${first.total} companies, not the ${CRM_COMPANIES} seeded`);
    // Each once first: a setup problem is one clear error; an accent-free query must find rows.
    for (const path of paths) {
      const res = await get(path);
      if (res.status !== 200) throw new Error(`GET ${path}: status ${res.status}: ${res.body.slice(0, 300)}`);
      if ((JSON.parse(res.body) as { rows: unknown[] }).rows.length === 0)
        throw new Error(`GET ${path}: no row found`);
    }
    return await runLoad(send, options);
  } finally {
    agent.destroy();
    printSlowestPaths(byPath);
  }
}
