-- An offer stops copying the catalog into its row. Plan versions, formulas and guarantees are
-- immutable (0001's triggers refuse UPDATE and DELETE), so `formula_id` alone pins what was
-- offered: provider, plan, version, formula, flags, waiting periods, IPID and guarantees. What
-- the catalog cannot give back stays in the row: the price (monthly_cents, yearly_cents), the
-- cover as compared with the levels wanted (`cover`) and the price per member (`price_lines`);
-- start date and département are the comparison's.
--
-- Why: the per-offer JSON snapshot (about 1.6 kB, 12 per comparison) made create-offer's write
-- cost about twice the PostgreSQL CPU of the slim row (npm run bench, services/offer/README.md).
-- For the same reason the offers' foreign keys go, each checked once per offer (12 per comparison):
-- - `formula_id`: each check took a FOR KEY SHARE lock on the same few hot formula rows; those rows
--   can be neither deleted nor changed, and the ids come from the catalog read from this database;
-- - `comparison_id`: an offer is only ever written in the statement that writes its comparison
--   (repositories/insert-comparison.ts), and comparisons are never deleted. Besides its cost, the
--   check's plan is cached per connection: planned while `comparisons` was empty (a new database)
--   it stayed a sequential scan, 12 per comparison over a growing table, until the next ANALYZE.

-- The plan's name as it was when the version was written (plans.name follows the newest one).
ALTER TABLE plan_versions ADD COLUMN plan_name text;
ALTER TABLE plan_versions DISABLE TRIGGER plan_versions_immutable;
UPDATE plan_versions v SET plan_name = p.name FROM plans p WHERE p.id = v.plan_id;
ALTER TABLE plan_versions ENABLE TRIGGER plan_versions_immutable;
ALTER TABLE plan_versions ALTER COLUMN plan_name SET NOT NULL;

ALTER TABLE offers ADD COLUMN cover jsonb, ADD COLUMN price_lines jsonb;
UPDATE offers
  SET cover = coalesce(snapshot -> 'cover', '[]'), price_lines = coalesce(snapshot -> 'priceLines', '[]');
ALTER TABLE offers
  ALTER COLUMN cover SET NOT NULL,
  ALTER COLUMN price_lines SET NOT NULL,
  DROP COLUMN snapshot,
  DROP COLUMN plan_id,
  DROP COLUMN plan_version_id,
  DROP CONSTRAINT offers_formula_id_fkey,
  DROP CONSTRAINT offers_comparison_id_fkey;
