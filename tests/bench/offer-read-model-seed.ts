import pg from 'pg';

/**
 * Empties the bench crm database's offer read model and fills it with `count` offers (and three
 * comparisons per offer) spread over the last year, as offer's events would have: every offer
 * confirmed, about a third subscribed, a tenth signed, a twentieth cancelled, five brokers, eight
 * insurers. One INSERT ... SELECT generate_series, the totals counted once, then VACUUM ANALYZE,
 * so the planner sees the real table. The bench profile's database only (`courtage_bench_crm`).
 */
export async function seedOfferReadModel(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('TRUNCATE offer_read_model, offer_comparisons, offer_read_model_totals');
    // The totals trigger bumps one row per inserted row: 100,000 updates of the same row in one
    // transaction would take minutes. Off for the bulk insert, then the totals are counted once;
    // so are the dashboard's per-day counts (migration 0030).
    await client.query('ALTER TABLE offer_read_model DISABLE TRIGGER offer_read_model_count');
    await client.query('ALTER TABLE offer_read_model DISABLE TRIGGER offer_dashboard_days_insert');
    await client.query('ALTER TABLE offer_comparisons DISABLE TRIGGER offer_comparison_days_insert');
    await client.query(
      `INSERT INTO offer_read_model (
         id, comparison_id, first_name, last_name, email, phone_number, postal_code, city,
         provider, provider_code, plan_name, formula_name, insurance_line, monthly_cents, yearly_cents,
         date_slot, time_slot, created_at, state, state_at, confirmed_at, subscribed_at, signed_at,
         cancelled_at, assignee_id, assignee_name, assigned_at)
       SELECT gen_random_uuid(), gen_random_uuid(),
         (ARRAY['Marie','Jean','Lætitia','Paul','Chloé','Hugo'])[1 + i % 6], 'Nom' || i,
         'client' || i || '@example.fr', '06' || lpad((i * 7919 % 100000000)::text, 8, '0'),
         lpad((1000 + i % 95000)::text, 5, '0'), (ARRAY['Paris','Lyon','Metz','Ajaccio','Lille'])[1 + i % 5],
         (ARRAY['Azuréa Santé','Mutalys','Santéo','Harmonia','Prévoir+','Alliance Mutuelle','Vitalia','Solidaris'])[1 + i % 8],
         'insurer-' || (i % 8), 'Plan ' || (i % 12), 'Formule ' || (i % 4), 'sante',
         3000 + (i * 37) % 30000, (3000 + (i * 37) % 30000) * 12,
         to_char(created::date + 3, 'YYYY-MM-DD'), (ARRAY['09:00','10:00','11:00','14:00','15:00','16:00','17:00'])[1 + i % 7],
         created,
         CASE WHEN i % 20 = 0 THEN 'cancelled' WHEN i % 10 = 1 THEN 'signed' WHEN i % 3 = 2 THEN 'subscribed' ELSE 'confirmed' END,
         created + interval '2 days', created + interval '1 hour',
         CASE WHEN i % 3 = 2 OR i % 10 = 1 THEN created + interval '1 day' END,
         CASE WHEN i % 10 = 1 THEN created + interval '2 days' END,
         CASE WHEN i % 20 = 0 THEN created + interval '2 days' END,
         ('00000000-0000-4000-8000-00000000000' || (i % 5))::uuid, 'Courtier ' || (i % 5), created + interval '1 hour'
       FROM (SELECT i, now() - (i::double precision / $1) * interval '365 days' AS created
             FROM generate_series(1, $1) AS i) AS s`,
      [count],
    );
    await client.query('ALTER TABLE offer_read_model ENABLE TRIGGER offer_read_model_count');
    await client.query('ALTER TABLE offer_read_model ENABLE TRIGGER offer_dashboard_days_insert');
    // The totals (migration 0011, per state 0031) counted once from the rows.
    await client.query('SELECT offer_read_model_totals_rebuild()');
    await client.query(
      `INSERT INTO offer_comparisons (id, created_at)
       SELECT gen_random_uuid(), now() - (i::double precision / ($1 * 3)) * interval '365 days'
       FROM generate_series(1, $1 * 3) AS i`,
      [count],
    );
    await client.query('ALTER TABLE offer_comparisons ENABLE TRIGGER offer_comparison_days_insert');
    await client.query('SELECT offer_dashboard_days_rebuild()');
    // VACUUM too: the visibility map lets the filtered counts be index-only scans.
    await client.query('VACUUM ANALYZE offer_read_model');
    await client.query('VACUUM ANALYZE offer_comparisons');
  } finally {
    await client.end();
  }
}
