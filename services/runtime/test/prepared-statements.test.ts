import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, MAX_PREPARED_STATEMENTS } from '../src/database.ts';
import { DATABASE_URL, logger } from './helpers.ts';

// One connection: pg_prepared_statements shows what that session prepared.
const database = createDatabase(DATABASE_URL, logger, 1);
const prepared = async () =>
  (
    await sql<{
      name: string;
      statement: string;
    }>`select name, statement from pg_prepared_statements`.execute(database.db)
  ).rows;

afterAll(async () => {
  await database.close();
});

describe('prepared statements', () => {
  it('prepares a parameterized statement from its second run, with the same results', async () => {
    const query = (n: number) =>
      sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(database.db);
    expect((await query(1)).rows).toEqual([{ doubled: 2 }]);
    expect((await prepared()).some((row) => row.statement.includes('* 2 as doubled'))).toBe(false);
    expect((await query(2)).rows).toEqual([{ doubled: 4 }]);
    expect((await query(3)).rows).toEqual([{ doubled: 6 }]);
    const named = (await prepared()).filter((row) => row.statement.includes('* 2 as doubled'));
    expect(named).toHaveLength(1);
    expect(named[0]!.name).toMatch(/^courtage_\d+$/);
  });

  it('leaves statements without parameters unnamed, and a failing statement fails as before', async () => {
    await sql`select 42 as answer`.execute(database.db);
    await sql`select 42 as answer`.execute(database.db);
    expect((await prepared()).some((row) => row.statement.includes('42 as answer'))).toBe(false);
    const broken = () => sql`select ${1}::int / 0 as broken`.execute(database.db);
    await expect(broken()).rejects.toThrow(/division by zero/);
    await expect(broken()).rejects.toThrow(/division by zero/);
    await expect(broken()).rejects.toThrow(/division by zero/);
  });

  it(`names ${MAX_PREPARED_STATEMENTS} statements at most, the others run unnamed`, async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      for (let run = 0; run < 2; run++) {
        const rows = (await sql<{ v: number }>`select ${i}::int + ${sql.lit(i)} as v`.execute(database.db))
          .rows;
        expect(rows).toEqual([{ v: 2 * i }]);
      }
    }
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
  });
});
