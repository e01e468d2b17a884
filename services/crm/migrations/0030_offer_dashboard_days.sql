-- The dashboard's figures per Paris day (the dashboard under 200 ms on 100,000 offers),
-- kept by triggers in the same transaction as each read-model write, so that a dashboard sums at
-- most a row per day, insurer and insurance line instead of scanning the period's offers (a year:
-- 100,000 offers and 300,000 comparisons, over a second of CPU). The figures stay exact: every
-- write of offer_read_model or offer_comparisons moves its own counts, in the statement itself.

-- A read-model row counts once on the Paris day of each step it reached: confirmed (call-back
-- booked), subscribed (with its monthly premium unless cancelled since), signed.
CREATE TABLE offer_dashboard_days (
  day date NOT NULL,
  provider_code text NOT NULL,
  -- The insurer's name as the rows carried it (the split's label).
  provider text NOT NULL,
  insurance_line text NOT NULL,
  confirmed integer NOT NULL DEFAULT 0,
  subscribed integer NOT NULL DEFAULT 0,
  signed integer NOT NULL DEFAULT 0,
  premium_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, provider_code, provider, insurance_line)
);

-- Comparisons made per Paris day. One comparison is created per create-offer: the count is
-- spread over 8 rows per day by the writing connection, so concurrent consumers do not queue on
-- one row lock until their commit; the dashboard sums them.
CREATE TABLE offer_comparison_days (
  day date NOT NULL,
  shard smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (day, shard)
);

-- What one read-model row counts, signed (+1 entering, -1 leaving): up to three (day, keys)
-- rows, one per step it reached.
CREATE FUNCTION offer_dashboard_contributions(
  p_sign integer, p_confirmed_at timestamptz, p_subscribed_at timestamptz, p_signed_at timestamptz,
  p_state text, p_monthly_cents integer, p_provider_code text, p_provider text, p_insurance_line text
) RETURNS TABLE (day date, provider_code text, provider text, insurance_line text,
                 confirmed integer, subscribed integer, signed integer, premium_cents bigint)
LANGUAGE sql STABLE AS $$
  SELECT (step.at AT TIME ZONE 'Europe/Paris')::date, p_provider_code, p_provider, p_insurance_line,
         step.confirmed * p_sign, step.subscribed * p_sign, step.signed * p_sign, step.premium * p_sign
  FROM (VALUES
    (p_confirmed_at, 1, 0, 0, 0::bigint),
    (p_subscribed_at, 0, 1, 0, CASE WHEN p_state <> 'cancelled' THEN p_monthly_cents ELSE 0 END::bigint),
    (p_signed_at, 0, 0, 1, 0::bigint)
  ) AS step(at, confirmed, subscribed, signed, premium)
  WHERE step.at IS NOT NULL;
$$;

-- The row's old contributions out, its new ones in, netted per (day, keys) and applied in key
-- order (two writers lock the rows they share in the same order: no deadlock).
CREATE FUNCTION offer_dashboard_days_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_dashboard_days AS d
    (day, provider_code, provider, insurance_line, confirmed, subscribed, signed, premium_cents)
  SELECT c.day, c.provider_code, c.provider, c.insurance_line,
         sum(c.confirmed), sum(c.subscribed), sum(c.signed), sum(c.premium_cents)
  FROM (
    SELECT * FROM offer_dashboard_contributions(1, NEW.confirmed_at, NEW.subscribed_at, NEW.signed_at,
      NEW.state, NEW.monthly_cents, NEW.provider_code, NEW.provider, NEW.insurance_line)
    WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT * FROM offer_dashboard_contributions(-1, OLD.confirmed_at, OLD.subscribed_at, OLD.signed_at,
      OLD.state, OLD.monthly_cents, OLD.provider_code, OLD.provider, OLD.insurance_line)
    WHERE TG_OP <> 'INSERT'
  ) AS c
  GROUP BY 1, 2, 3, 4
  HAVING sum(c.confirmed) <> 0 OR sum(c.subscribed) <> 0 OR sum(c.signed) <> 0 OR sum(c.premium_cents) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, provider_code, provider, insurance_line) DO UPDATE SET
    confirmed = d.confirmed + excluded.confirmed,
    subscribed = d.subscribed + excluded.subscribed,
    signed = d.signed + excluded.signed,
    premium_cents = d.premium_cents + excluded.premium_cents;
  RETURN NULL;
END;
$$;

-- Only writes that change what a row counts call the function (an assignment, a new slot or an
-- in_review step do not).
CREATE TRIGGER offer_dashboard_days_insert AFTER INSERT ON offer_read_model
  FOR EACH ROW WHEN (NEW.confirmed_at IS NOT NULL OR NEW.subscribed_at IS NOT NULL OR NEW.signed_at IS NOT NULL)
  EXECUTE FUNCTION offer_dashboard_days_count();
CREATE TRIGGER offer_dashboard_days_update AFTER UPDATE ON offer_read_model
  FOR EACH ROW WHEN (
    OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at
    OR OLD.subscribed_at IS DISTINCT FROM NEW.subscribed_at
    OR OLD.signed_at IS DISTINCT FROM NEW.signed_at
    OR (OLD.state = 'cancelled') IS DISTINCT FROM (NEW.state = 'cancelled')
    OR OLD.monthly_cents IS DISTINCT FROM NEW.monthly_cents
    OR OLD.provider_code IS DISTINCT FROM NEW.provider_code
    OR OLD.provider IS DISTINCT FROM NEW.provider
    OR OLD.insurance_line IS DISTINCT FROM NEW.insurance_line)
  EXECUTE FUNCTION offer_dashboard_days_count();
CREATE TRIGGER offer_dashboard_days_delete AFTER DELETE ON offer_read_model
  FOR EACH ROW WHEN (OLD.confirmed_at IS NOT NULL OR OLD.subscribed_at IS NOT NULL OR OLD.signed_at IS NOT NULL)
  EXECUTE FUNCTION offer_dashboard_days_count();

CREATE FUNCTION offer_comparison_days_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE offer_comparison_days SET n = n - 1
    WHERE day = (OLD.created_at AT TIME ZONE 'Europe/Paris')::date
      AND shard = (SELECT shard FROM offer_comparison_days
                   WHERE day = (OLD.created_at AT TIME ZONE 'Europe/Paris')::date AND n > 0
                   ORDER BY shard LIMIT 1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO offer_comparison_days AS d (day, shard, n)
    VALUES ((NEW.created_at AT TIME ZONE 'Europe/Paris')::date, pg_backend_pid() % 8, 1)
    ON CONFLICT (day, shard) DO UPDATE SET n = d.n + 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER offer_comparison_days_insert AFTER INSERT ON offer_comparisons
  FOR EACH ROW EXECUTE FUNCTION offer_comparison_days_count();
CREATE TRIGGER offer_comparison_days_update AFTER UPDATE OF created_at ON offer_comparisons
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION offer_comparison_days_count();
CREATE TRIGGER offer_comparison_days_delete AFTER DELETE ON offer_comparisons
  FOR EACH ROW EXECUTE FUNCTION offer_comparison_days_count();

-- Both tables counted again from the rows: for the rows written before this migration, and
-- after a bulk load made with the triggers above disabled (tests/bench's seed of 100,000 offers:
-- one trigger call per row would update the same few rows hundreds of thousands of times).
CREATE FUNCTION offer_dashboard_days_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM offer_dashboard_days;
  INSERT INTO offer_dashboard_days
    (day, provider_code, provider, insurance_line, confirmed, subscribed, signed, premium_cents)
  SELECT c.day, c.provider_code, c.provider, c.insurance_line,
         sum(c.confirmed), sum(c.subscribed), sum(c.signed), sum(c.premium_cents)
  FROM offer_read_model AS r,
       offer_dashboard_contributions(1, r.confirmed_at, r.subscribed_at, r.signed_at, r.state,
         r.monthly_cents, r.provider_code, r.provider, r.insurance_line) AS c
  GROUP BY 1, 2, 3, 4;
  DELETE FROM offer_comparison_days;
  INSERT INTO offer_comparison_days (day, shard, n)
  SELECT (created_at AT TIME ZONE 'Europe/Paris')::date, 0, count(*)
  FROM offer_comparisons GROUP BY 1;
$$;

-- TRUNCATE of either source empties its counts (tests and the bench's seed start that way).
CREATE FUNCTION offer_dashboard_days_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'offer_read_model' THEN
    DELETE FROM offer_dashboard_days;
  ELSE
    DELETE FROM offer_comparison_days;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER offer_dashboard_days_truncate AFTER TRUNCATE ON offer_read_model
  FOR EACH STATEMENT EXECUTE FUNCTION offer_dashboard_days_truncated();
CREATE TRIGGER offer_comparison_days_truncate AFTER TRUNCATE ON offer_comparisons
  FOR EACH STATEMENT EXECUTE FUNCTION offer_dashboard_days_truncated();

SELECT offer_dashboard_days_rebuild();
