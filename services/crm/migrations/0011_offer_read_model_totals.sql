-- The totals of the offer lists without a filter (the screens' first load and every page turn),
-- kept by a trigger in the same transaction as each read-model write, so that no list answer
-- counts 100,000 rows: 'received' (every row), 'submitted' (subscribed), 'wallet:<staff id>'.
-- A filtered list still counts its rows (on the filter's index).
CREATE TABLE offer_read_model_totals (
  scope text PRIMARY KEY,
  n bigint NOT NULL
);

CREATE FUNCTION offer_read_model_bump(scope_name text, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO offer_read_model_totals (scope, n) VALUES (scope_name, delta)
  ON CONFLICT (scope) DO UPDATE SET n = offer_read_model_totals.n + excluded.n;
$$;

CREATE FUNCTION offer_read_model_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM offer_read_model_bump('received', 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM offer_read_model_bump('received', -1);
  END IF;
  -- Only what changed is written (the 'received' row is never touched by an update).
  IF TG_OP <> 'INSERT' AND OLD.subscribed_at IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.subscribed_at IS NULL) THEN
    PERFORM offer_read_model_bump('submitted', -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.subscribed_at IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.subscribed_at IS NULL) THEN
    PERFORM offer_read_model_bump('submitted', 1);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.assignee_id IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.assignee_id IS DISTINCT FROM OLD.assignee_id) THEN
    PERFORM offer_read_model_bump('wallet:' || OLD.assignee_id, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.assignee_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.assignee_id IS DISTINCT FROM OLD.assignee_id) THEN
    PERFORM offer_read_model_bump('wallet:' || NEW.assignee_id, 1);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER offer_read_model_count AFTER INSERT OR UPDATE OR DELETE ON offer_read_model
  FOR EACH ROW EXECUTE FUNCTION offer_read_model_count();

-- Rows written before this migration.
INSERT INTO offer_read_model_totals (scope, n)
SELECT 'received', count(*) FROM offer_read_model
UNION ALL SELECT 'submitted', count(*) FROM offer_read_model WHERE subscribed_at IS NOT NULL
UNION ALL SELECT 'wallet:' || assignee_id, count(*) FROM offer_read_model WHERE assignee_id IS NOT NULL GROUP BY assignee_id;

-- A filter on the insurer counts on its own index.
CREATE INDEX offer_rm_provider_code_idx ON offer_read_model (provider_code, id);
