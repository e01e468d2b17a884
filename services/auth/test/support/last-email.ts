import type pg from 'pg';

/**
 * The newest `auth.email.requested` to `to` with `template`, read from the service's outbox;
 * polled for 10 s, since some are requested after the RPC has answered.
 */
export async function lastEmail(
  sql: pg.Client,
  to: string,
  template: string,
): Promise<Record<string, string> | undefined> {
  const deadline = Date.now() + 10_000;
  do {
    const { rows } = await sql.query(
      `select data from outbox where type = 'auth.email.requested' order by id desc`,
    );
    const found = rows.find(({ data }) => data.to === to && data.template === template);
    if (found) return found.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < deadline);
  return undefined;
}
