import pg from 'pg';
import { measurePaths } from './offer-lists-round-trip.ts';
import type { LoadOptions } from './run-load.ts';

/** The call-back follow-up stages a booked offer waits in (the board's open columns). */
const OPEN_STAGES = ['a_rappeler', 'injoignable', 'rappel_effectue', 'devis_envoye'];

/**
 * The pipeline board's first screen (`GET /api/v1/pipeline`: every column's count and monthly
 * premium, its first cards by slot) on the bench read model of 100,000 offers, the booked ones
 * spread over the four follow-up stages: unfiltered, by broker, by insurer and by period, in turn.
 * Returns the figures and how many open cards the board held.
 */
export async function measurePipeline(
  gatewayUrl: string,
  databaseUrl: string,
  token: string,
  options: LoadOptions,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let openCards: number;
  try {
    await client.query(
      `UPDATE offer_read_model SET callback_status = ($1::text[])[1 + abs(hashtext(id::text)) % 4]
       WHERE state = 'confirmed'`,
      [OPEN_STAGES],
    );
    await client.query('VACUUM ANALYZE offer_read_model');
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM offer_read_model WHERE state = 'confirmed'`,
    );
    openCards = rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
  const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
  const from = paris.format(new Date(Date.now() - 90 * 86_400_000));
  const to = paris.format(new Date());
  const stats = await measurePaths(
    gatewayUrl,
    token,
    [
      '/api/v1/pipeline',
      '/api/v1/pipeline?assignee=00000000-0000-4000-8000-000000000003',
      '/api/v1/pipeline?insurer=insurer-5',
      `/api/v1/pipeline?from=${from}&to=${to}`,
    ],
    options,
  );
  return { stats, openCards };
}
