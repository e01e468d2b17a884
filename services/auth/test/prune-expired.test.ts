import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthDatabase } from '../src/database-schema.ts';
import { pruneExpired } from '../src/domain/prune-expired.ts';
import { type AuthProcess, startAuthProcess } from './support/auth-process.ts';

// Against the schema the real service migrated (its process is only used for that).
describe('pruneExpired', () => {
  let auth: AuthProcess;
  let db: Kysely<AuthDatabase>;
  let pool: pg.Pool;

  beforeAll(async () => {
    auth = await startAuthProcess('prune');
    const { rows } = await auth.sql.query('select current_schema() as schema');
    const url = new URL('postgres://courtage_test_auth@127.0.0.1:5432/courtage_test_auth');
    url.searchParams.set('options', `-c search_path=${rows[0].schema}`);
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    db = new Kysely<AuthDatabase>({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await auth?.stop();
  });

  it('deletes only what expired long enough ago', async () => {
    const account = '0b6f4c1e-8f5a-4d4e-9b7a-3c2d1e0f9a8b';
    await auth.sql.query(
      `insert into throttle_hits (bucket, created_at) values ('old', now() - interval '2 days'), ('new', now())`,
    );
    await auth.sql.query(
      `insert into sessions (account_kind, account_id, expires_at) values
        ('customer', $1, now() - interval '31 days'), ('customer', $1, now() + interval '1 day')`,
      [account],
    );
    await auth.sql.query(
      `insert into link_tokens (token_hash, purpose, account_kind, account_id, expires_at) values
        ('\\x01', 'password-reset', 'customer', $1, now() - interval '8 days'),
        ('\\x02', 'password-reset', 'customer', $1, now() - interval '1 day')`,
      [account],
    );
    await auth.sql.query(
      `insert into pending_signups (token_hash, email, password_hash, first_name, last_name, expires_at) values
        ('\\x01', 'vieux@example.fr', 'x', 'A', 'B', now() - interval '8 days'),
        ('\\x02', 'recent@example.fr', 'x', 'A', 'B', now() - interval '1 day')`,
    );
    await auth.sql.query(
      `insert into privacy_proofs (token_hash, email, kind, expires_at) values
        ('\\x01', 'vieux@example.fr', 'access', now() - interval '8 days'),
        ('\\x02', 'recent@example.fr', 'erasure', now() - interval '1 day')`,
    );
    expect(await pruneExpired(db)).toEqual({
      throttle_hits: 1,
      login_challenges: 0,
      link_tokens: 1,
      pending_signups: 1,
      privacy_proofs: 1,
      sessions: 1,
    });
    const { rows } = await auth.sql.query(
      `select (select count(*) from throttle_hits)::int as hits, (select count(*) from sessions)::int as sessions,
              (select count(*) from link_tokens)::int as links,
              (select count(*) from pending_signups)::int as signups`,
    );
    expect(rows[0]).toEqual({ hits: 1, sessions: 1, links: 1, signups: 1 });
  });
});
