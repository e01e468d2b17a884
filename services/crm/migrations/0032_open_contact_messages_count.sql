-- The dashboard's open contact messages (status other than 'done'), kept by a trigger in the same
-- transaction as each write of contact_queries instead of counted on every dashboard: the site's
-- contact form adds a message per visitor, and counting 20,000 open ones took 20 to 30 ms of
-- the dashboard under load (the dashboard under 200 ms). Spread over 8 rows by the
-- writing connection, so concurrent stores of the contact form do not queue on one row lock
-- until their commit; the dashboard sums them.
CREATE TABLE crm_open_counts (
  scope text NOT NULL,
  shard smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (scope, shard)
);

CREATE FUNCTION crm_open_contact_messages_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.status <> 'done' THEN
    delta := delta + 1;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status <> 'done' THEN
    delta := delta - 1;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO crm_open_counts AS c (scope, shard, n)
    VALUES ('contact_queries:open', pg_backend_pid() % 8, delta)
    ON CONFLICT (scope, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;

-- Only writes that open or close a message call the function.
CREATE TRIGGER crm_open_contact_messages_insert AFTER INSERT ON contact_queries
  FOR EACH ROW WHEN (NEW.status <> 'done') EXECUTE FUNCTION crm_open_contact_messages_count();
CREATE TRIGGER crm_open_contact_messages_update AFTER UPDATE OF status ON contact_queries
  FOR EACH ROW WHEN ((OLD.status = 'done') IS DISTINCT FROM (NEW.status = 'done'))
  EXECUTE FUNCTION crm_open_contact_messages_count();
CREATE TRIGGER crm_open_contact_messages_delete AFTER DELETE ON contact_queries
  FOR EACH ROW WHEN (OLD.status <> 'done') EXECUTE FUNCTION crm_open_contact_messages_count();

CREATE FUNCTION crm_open_contact_messages_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM crm_open_counts WHERE scope = 'contact_queries:open';
  RETURN NULL;
END;
$$;
CREATE TRIGGER crm_open_contact_messages_truncate AFTER TRUNCATE ON contact_queries
  FOR EACH STATEMENT EXECUTE FUNCTION crm_open_contact_messages_truncated();

-- The messages stored before this migration.
INSERT INTO crm_open_counts (scope, shard, n)
SELECT 'contact_queries:open', 0, count(*) FROM contact_queries WHERE status <> 'done';
