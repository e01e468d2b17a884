import pg from 'pg';
import { type LoadOptions, runLoad } from './run-load.ts';

const BODY = JSON.stringify({ name: 'Banc d’essai', message: 'Mesure de performance.' });

/** The shape of crm's write without crm: BEGIN, two INSERTs (row + outbox-like), durable COMMIT.
 * Shows what the disk's fsync costs, which a `SELECT 1` never pays. */
export async function measureRawPgWrite(databaseUrl: string, options: LoadOptions) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.concurrency });
  await pool.query(
    'create table if not exists bench_write_probe (id bigserial primary key, body jsonb not null, ' +
      'created_at timestamptz not null default now())',
  );
  try {
    return await runLoad(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('insert into bench_write_probe (body) values ($1)', [BODY]);
        await client.query('insert into bench_write_probe (body) values ($1)', [BODY]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }, options);
  } finally {
    await pool.query('truncate bench_write_probe');
    await pool.end();
  }
}
