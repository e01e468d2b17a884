-- The totals trigger (migrations 0011 and 0031) written again so that every bump of a write is
-- applied in scope order: the version of 0031 bumped the scopes a row left, then those it entered,
-- and two writers moving offers in opposite directions (confirmed -> subscribed while another
-- goes back, or two wallets swapping offers) could each hold the row the other waited for
-- (a deadlock, found by the random concurrent writes of services/crm/test/offer-dashboard-days.test.ts).

-- The scopes a row counts in, old and new: each scope in only one of them moves by one. All the
-- bumps of a write are applied in scope order by one statement, so two writers lock the total
-- rows they share in the same order and never deadlock (a state moving one way while another
-- offer moves back, or two wallets swapping offers).
CREATE OR REPLACE FUNCTION offer_read_model_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  leaving text[] := '{}';
  entering text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    leaving := ARRAY['received', 'received:' || OLD.state]
      || CASE WHEN OLD.subscribed_at IS NOT NULL THEN ARRAY['submitted', 'submitted:' || OLD.state]
              ELSE '{}'::text[] END
      || CASE WHEN OLD.assignee_id IS NOT NULL THEN ARRAY['wallet:' || OLD.assignee_id] ELSE '{}'::text[] END;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    entering := ARRAY['received', 'received:' || NEW.state]
      || CASE WHEN NEW.subscribed_at IS NOT NULL THEN ARRAY['submitted', 'submitted:' || NEW.state]
              ELSE '{}'::text[] END
      || CASE WHEN NEW.assignee_id IS NOT NULL THEN ARRAY['wallet:' || NEW.assignee_id] ELSE '{}'::text[] END;
  END IF;
  -- Only what changed is written (an update that keeps state, subscription and assignee: nothing).
  IF leaving <> entering THEN
    INSERT INTO offer_read_model_totals AS t (scope, n)
    SELECT moved.scope, sum(moved.delta)
    FROM (SELECT s AS scope, -1 AS delta FROM unnest(leaving) AS s
          UNION ALL SELECT s, 1 FROM unnest(entering) AS s) AS moved
    GROUP BY moved.scope
    HAVING sum(moved.delta) <> 0
    ORDER BY moved.scope
    ON CONFLICT (scope) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
