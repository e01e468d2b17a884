import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import pg from 'pg';
import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

// A couple with three children in Ajaccio: the gateway validates it (French rules, postal
// code), calls offer over the bus; offer validates again, prices the 12 plans and stores the
// comparison, its 12 offers and the outbox event in one PostgreSQL transaction.
export const CREATE_OFFER_BODY = JSON.stringify({ ...sampleComparisonRequest(), consent: false });

/**
 * Empties the bench offer database's comparisons and what hangs off them, so that every run
 * writes into the same (empty) tables: figures stay comparable from run to run instead of
 * drifting with what earlier runs left (seen: 3 GB of offers after a few days of benches).
 * Only the bench profile's own database, never a development or test one.
 */
async function resetBenchOffers(databaseUrl: string): Promise<void> {
  if (!new URL(databaseUrl).pathname.startsWith('/courtage_bench_'))
    throw new Error(`refusing to empty ${databaseUrl}: not a bench database`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      // CASCADE: with the tables that hang off an offer (call-back history, signatures, consents).
      'TRUNCATE comparisons, offers, offer_state_history, offer_notes, bookings, subscriptions, slots, outbox CASCADE',
    );
  } finally {
    await client.end();
  }
}

/** POST /api/v1/confirm-offer/create-offer: gateway -> bus -> offer -> PostgreSQL and back. */
export async function measureCreateOffer(gatewayUrl: string, offerDatabaseUrl: string, options: LoadOptions) {
  await resetBenchOffers(offerDatabaseUrl);
  const url = new URL('/api/v1/confirm-offer/create-offer', gatewayUrl);
  const client = createHttpClient(options.concurrency);
  const send = async () => {
    const res = await client.send('POST', url, CREATE_OFFER_BODY);
    if (res.status !== 201) throw new Error(`status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    await send();
    return await runLoad(send, options);
  } finally {
    client.close();
  }
}
