import type pg from 'pg';

/**
 * The last signature code issued for an offer, read from the outbox (the event the notification
 * service emails): what the subscriber reads in the email, without a mail server.
 */
export async function lastSignatureCode(pool: pg.Pool, offerId: string): Promise<string> {
  const { rows } = await pool.query(
    `SELECT data FROM outbox WHERE type = 'offer.signature-code.requested' AND data->>'offerId' = $1
     ORDER BY id DESC LIMIT 1`,
    [offerId],
  );
  const data = rows[0]?.data;
  const parsed = typeof data === 'string' ? JSON.parse(data) : data;
  if (!parsed?.code) throw new Error(`no signature code for offer ${offerId}`);
  return parsed.code as string;
}
