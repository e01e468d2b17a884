-- The totals of the received and submitted lists filtered by state alone (the screens' state
-- filter), kept by the totals trigger of migration 0011 like the unfiltered ones: scopes
-- 'received:<state>' and 'submitted:<state>'. Counting the 10,000 signed offers of 100,000 was
-- the costliest part of a list page in tests/bench (a list page p99 under 50 ms).

CREATE OR REPLACE FUNCTION offer_read_model_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  leaving text[] := '{}';
  entering text[] := '{}';
  scope_name text;
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
  -- Per state: the scopes the old row was in and the new row is in; only the difference moves.
  IF TG_OP <> 'INSERT' THEN
    leaving := ARRAY['received:' || OLD.state]
      || CASE WHEN OLD.subscribed_at IS NOT NULL THEN ARRAY['submitted:' || OLD.state] ELSE '{}'::text[] END;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    entering := ARRAY['received:' || NEW.state]
      || CASE WHEN NEW.subscribed_at IS NOT NULL THEN ARRAY['submitted:' || NEW.state] ELSE '{}'::text[] END;
  END IF;
  -- In a fixed order (leaving then entering, each sorted) so two writers never deadlock on them.
  FOR scope_name IN SELECT s FROM unnest(leaving) AS s WHERE s <> ALL (entering) ORDER BY s LOOP
    PERFORM offer_read_model_bump(scope_name, -1);
  END LOOP;
  FOR scope_name IN SELECT s FROM unnest(entering) AS s WHERE s <> ALL (leaving) ORDER BY s LOOP
    PERFORM offer_read_model_bump(scope_name, 1);
  END LOOP;
  RETURN NULL;
END;
$$;

-- Every total counted again from the rows: for the rows written before this migration, and
-- after a bulk load made with the trigger disabled (tests/bench's seed of 100,000 offers).
CREATE FUNCTION offer_read_model_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM offer_read_model_totals;
  INSERT INTO offer_read_model_totals (scope, n)
  SELECT 'received', count(*) FROM offer_read_model
  UNION ALL SELECT 'submitted', count(*) FROM offer_read_model WHERE subscribed_at IS NOT NULL
  UNION ALL SELECT 'wallet:' || assignee_id, count(*) FROM offer_read_model
    WHERE assignee_id IS NOT NULL GROUP BY assignee_id
  UNION ALL SELECT 'received:' || state, count(*) FROM offer_read_model GROUP BY state
  UNION ALL SELECT 'submitted:' || state, count(*) FROM offer_read_model
    WHERE subscribed_at IS NOT NULL GROUP BY state;
$$;

-- The per-state totals of the rows written before this migration (the others are kept already).
INSERT INTO offer_read_model_totals (scope, n)
SELECT 'received:' || state, count(*) FROM offer_read_model GROUP BY state
UNION ALL SELECT 'submitted:' || state, count(*) FROM offer_read_model
  WHERE subscribed_at IS NOT NULL GROUP BY state
ON CONFLICT (scope) DO NOTHING;
