import { randomInt, randomUUID } from 'node:crypto';
import { createLogger } from '@courtage/runtime/logger';
import { runMigrations } from '@courtage/runtime/migrations';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedRun } from '../../offer/test/support/own-database.ts';

// Migration 0030: the dashboard's per-day counts are kept by triggers. Whatever is written to the
// read model and the comparisons (inserts, the applier's upserts, step changes, a cancel, a price
// or insurer change, deletes, a truncate), they must equal the counts made from the rows.

const DAYS = `
  select day::text, provider_code, provider, insurance_line, confirmed, subscribed, signed,
         premium_cents::int as premium
  from offer_dashboard_days where confirmed <> 0 or subscribed <> 0 or signed <> 0 or premium_cents <> 0
  order by 1, 2, 3, 4`;
const RECOUNTED = `
  select c.day::text, c.provider_code, c.provider, c.insurance_line, sum(c.confirmed)::int as confirmed,
         sum(c.subscribed)::int as subscribed, sum(c.signed)::int as signed, sum(c.premium_cents)::int as premium
  from offer_read_model as r,
       lateral (values ((r.confirmed_at at time zone 'Europe/Paris')::date, 1, 0, 0, 0),
                       ((r.subscribed_at at time zone 'Europe/Paris')::date, 0, 1, 0,
                        case when r.state <> 'cancelled' then r.monthly_cents else 0 end),
                       ((r.signed_at at time zone 'Europe/Paris')::date, 0, 0, 1, 0))
         as c0(day, confirmed, subscribed, signed, premium_cents),
       lateral (select c0.day, r.provider_code, r.provider, r.insurance_line, c0.confirmed, c0.subscribed,
                       c0.signed, c0.premium_cents) as c
  where c.day is not null
  group by 1, 2, 3, 4
  having sum(c.confirmed) <> 0 or sum(c.subscribed) <> 0 or sum(c.signed) <> 0
  order by 1, 2, 3, 4`;
const COMPARISON_DAYS = `
  select day::text, sum(n)::int as n from offer_comparison_days group by 1 having sum(n) <> 0 order by 1`;
const COMPARISONS_RECOUNTED = `
  select ((created_at at time zone 'Europe/Paris')::date)::text as day, count(*)::int as n
  from offer_comparisons group by 1 order by 1`;

const TOTALS = 'select scope, n::int as n from offer_read_model_totals where n <> 0 order by scope';
const TOTALS_RECOUNTED = `
  select scope, count(*)::int as n from offer_read_model,
    lateral (values ('received'), ('received:' || state),
                    (case when subscribed_at is not null then 'submitted' end),
                    (case when subscribed_at is not null then 'submitted:' || state end),
                    ('wallet:' || assignee_id)) as s(scope)
  where scope is not null group by scope order by scope`;

const PROVIDERS = [
  ['azurea', 'Azuréa Santé'],
  ['mutalys', 'Mutalys'],
] as const;
// Instants around midnight in Paris (winter and summer time): the day a step counts on is Paris's.
const INSTANTS = [
  '2026-03-28T22:59:59Z',
  '2026-03-28T23:00:00Z',
  '2026-03-29T21:59:59Z',
  '2026-03-29T22:00:00Z',
  '2026-10-24T23:30:00Z',
];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
/** One of `ids`, or an id of no row when there is none yet. */
const pickId = (ids: string[]) => (ids.length > 0 ? pick(ids) : randomUUID());
const maybe = () => (randomInt(3) === 0 ? null : pick(INSTANTS));

describe('migrations 0030 to 0032: the dashboard counts and the list totals follow every write', () => {
  let isolation: Awaited<ReturnType<typeof isolatedRun>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    isolation = await isolatedRun('crm_dashdays');
    pool = new pg.Pool({ connectionString: await isolation.database('crm'), max: 4 });
    await runMigrations(pool, new URL('../migrations/', import.meta.url), createLogger('t', 'silent'));
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    await isolation?.remove();
  });

  const upsert = (id: string) => {
    const [code, name] = pick(PROVIDERS);
    const state = pick(['confirmed', 'subscribed', 'signed', 'cancelled', 'in_review']);
    return pool.query(
      `insert into offer_read_model (id, comparison_id, first_name, last_name, email, phone_number,
         postal_code, city, provider, provider_code, plan_name, formula_name, insurance_line,
         monthly_cents, yearly_cents, created_at, state, state_at, confirmed_at, subscribed_at, signed_at)
       values ($1, gen_random_uuid(), 'Marie', 'Dupont', 'm@example.fr', '0612345678', '57000', 'Metz',
         $2, $3, 'Plan', 'Formule', $4, $5, $5 * 12, now(), $6, now(), $7, $8, $9)
       on conflict (id) do update set provider = excluded.provider, provider_code = excluded.provider_code,
         insurance_line = excluded.insurance_line, monthly_cents = excluded.monthly_cents, state = excluded.state,
         confirmed_at = coalesce(offer_read_model.confirmed_at, excluded.confirmed_at),
         subscribed_at = coalesce(offer_read_model.subscribed_at, excluded.subscribed_at),
         signed_at = coalesce(offer_read_model.signed_at, excluded.signed_at)`,
      [
        id,
        name,
        code,
        pick(['sante', 'prevoyance']),
        1000 + randomInt(9000),
        state,
        maybe(),
        maybe(),
        maybe(),
      ],
    );
  };

  it('equal the rows counted again after random inserts, upserts, updates, deletes and a truncate', async () => {
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const comparisons: string[] = [];
    for (let round = 0; round < 4; round++) {
      // Concurrent writers (the applier's connections), sharing days and insurers.
      await Promise.all(
        Array.from({ length: 60 }, async () => {
          const id = pick(ids);
          switch (randomInt(6)) {
            case 0:
            case 1:
              return upsert(id);
            case 2:
              return pool.query(
                `update offer_read_model set state = $2, subscribed_at = coalesce(subscribed_at, $3)
                 where id = $1`,
                [id, pick(['cancelled', 'subscribed', 'in_review']), pick(INSTANTS)],
              );
            case 3:
              return pool.query(
                'update offer_read_model set assignee_id = gen_random_uuid(), assignee_name = $2 where id = $1',
                [id, 'Bruno'],
              );
            case 4: {
              const comparison = randomUUID();
              comparisons.push(comparison);
              return pool.query(
                'insert into offer_comparisons (id, created_at) values ($1, $2) on conflict (id) do nothing',
                [comparison, pick(INSTANTS)],
              );
            }
            default:
              return randomInt(2) === 0
                ? pool.query('delete from offer_read_model where id = $1', [id])
                : pool.query('update offer_comparisons set created_at = $2 where id = $1', [
                    pickId(comparisons),
                    pick(INSTANTS),
                  ]);
          }
        }),
      );
      await pool.query('delete from offer_comparisons where id = $1', [pickId(comparisons)]);
      expect((await pool.query(DAYS)).rows).toEqual((await pool.query(RECOUNTED)).rows);
      expect((await pool.query(COMPARISON_DAYS)).rows).toEqual(
        (await pool.query(COMPARISONS_RECOUNTED)).rows,
      );
    }
    expect((await pool.query(RECOUNTED)).rows.length).toBeGreaterThan(0);
    // A cancel takes the premium out of its subscription day, and the rebuild agrees with the triggers.
    await pool.query("update offer_read_model set state = 'cancelled' where subscribed_at is not null");
    const kept = (await pool.query(DAYS)).rows;
    expect(kept.every((row) => row.premium === 0)).toBe(true);
    await pool.query('select offer_dashboard_days_rebuild()');
    expect((await pool.query(DAYS)).rows).toEqual(kept);

    // The list totals (migrations 0011 and 0031, per state) follow the same writes.
    expect((await pool.query(TOTALS)).rows).toEqual((await pool.query(TOTALS_RECOUNTED)).rows);
    expect((await pool.query(TOTALS)).rows.some((row) => row.scope.startsWith('submitted:'))).toBe(true);

    // Migration 0032: the open contact messages, counted as the contact form and the back-office write.
    const messages: string[] = [];
    const openCount = async () =>
      Number(
        (
          await pool.query(
            "select coalesce(sum(n), 0) as n from crm_open_counts where scope = 'contact_queries:open'",
          )
        ).rows[0].n,
      );
    const recount = async () =>
      Number(
        (await pool.query("select count(*) as n from contact_queries where status <> 'done'")).rows[0].n,
      );
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 40 }, async () => {
          const status = pick(['received', 'in_progress', 'done']);
          switch (randomInt(3)) {
            case 0: {
              const { rows } = await pool.query(
                `insert into contact_queries (name, email, postal_code, city, message, status)
                 values ('Marie Dupont', 'm@example.fr', '57000', 'Metz', 'Bonjour', $1) returning id`,
                [status],
              );
              messages.push(rows[0].id);
              return;
            }
            case 1:
              return pool.query('update contact_queries set status = $2 where id = $1', [
                pickId(messages),
                status,
              ]);
            default:
              return pool.query('delete from contact_queries where id = $1', [pickId(messages)]);
          }
        }),
      );
      expect(await openCount()).toBe(await recount());
    }
    expect(await recount()).toBeGreaterThan(0);
    await pool.query('truncate contact_queries cascade');
    expect(await openCount()).toBe(0);

    await pool.query('truncate offer_read_model, offer_comparisons');
    expect((await pool.query(DAYS)).rows).toEqual([]);
    expect((await pool.query(COMPARISON_DAYS)).rows).toEqual([]);
  });
});
