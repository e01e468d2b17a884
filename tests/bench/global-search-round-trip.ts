import { Agent, request } from 'node:http';
import { type LoadOptions, runLoad } from './run-load.ts';

// The back-office's global search (Ctrl/⌘+K, GET /api/v1/search): every kind at once, through the
// gateway with an Admin's token, on the bench crm database seeded by seedCrmRecords (200,000
// companies, 500,000 contacts) and the offer read model (100,000 offers).

export const GLOBAL_SEARCH_COMPANIES = 200_000;
export const GLOBAL_SEARCH_CONTACTS = 500_000;
export const GLOBAL_SEARCH_OFFERS = 100_000;
/** The target: p99 under this many milliseconds. */
export const GLOBAL_SEARCH_TARGET_P99_MS = 50;

/**
 * In turn, as a broker types them: a common forename without its accent (62,500 contacts), a
 * person's name, a company word (16,700 companies) and a rare company, a SIREN with spaces and a
 * SIREN prefix, an e-mail, a phone typed with spaces, a family name without its accent, two
 * letters, an offer's visitor. Each must find something.
 */
export const GLOBAL_SEARCH_QUERIES = [
  'chloe',
  'ines nom4246',
  'boulangerie',
  'garage dupont 5101',
  '100 012 345',
  '1000987',
  'contact98765@example.fr',
  '06 12 34',
  'lefevre',
  'ma',
  'client4321@example.fr',
  'HUGO NOM77',
];

export async function measureGlobalSearch(gatewayUrl: string, token: string, options: LoadOptions) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const get = (q: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        new URL(`/api/v1/search?${new URLSearchParams({ q })}`, gatewayUrl),
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
  const send = async () => {
    const q = GLOBAL_SEARCH_QUERIES[next++ % GLOBAL_SEARCH_QUERIES.length] as string;
    const res = await get(q);
    if (res.status !== 200) throw new Error(`search ${q}: status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    // Each once first: a setup problem is one clear error; every query must find something.
    for (const q of GLOBAL_SEARCH_QUERIES) {
      const res = await get(q);
      if (res.status !== 200) throw new Error(`search ${q}: status ${res.status}: ${res.body.slice(0, 300)}`);
      if ((JSON.parse(res.body) as { groups: unknown[] }).groups.length === 0)
        throw new Error(`search ${q}: nothing found`);
    }
    return await runLoad(send, options);
  } finally {
    agent.destroy();
  }
}
