import pg from 'pg';
import { type LoadOptions, runLoad } from './run-load.ts';

/** `SELECT 1` through a raw pg pool with one connection per concurrent caller. */
export async function measureRawPg(databaseUrl: string, options: LoadOptions) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.concurrency });
  try {
    return await runLoad(async () => {
      await pool.query('SELECT 1');
    }, options);
  } finally {
    await pool.end();
  }
}
