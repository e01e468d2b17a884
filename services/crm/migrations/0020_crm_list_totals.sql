-- The totals of the CRM lists without a search (each tab's first load and every page turn), kept
-- by statement triggers in the same transaction as each write, so that no list answer counts
-- 50,000 companies or 200,000 contacts: 'companies', 'companies:prospect', 'companies:client',
-- 'contacts', 'contacts:standalone'. A search counts its matches, capped (list handlers).
-- Statement triggers with transition tables: a CSV import of 10,000 contacts bumps each total once.
CREATE TABLE crm_list_totals (
  scope text PRIMARY KEY,
  n bigint NOT NULL
);

CREATE FUNCTION crm_list_totals_bump(scope_name text, delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO crm_list_totals (scope, n) VALUES (scope_name, delta)
  ON CONFLICT (scope) DO UPDATE SET n = crm_list_totals.n + excluded.n;
$$;

-- entering - leaving, key by key (a key missing on one side counts 0).
CREATE FUNCTION crm_list_totals_net(entering jsonb, leaving jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, coalesce((entering ->> key)::bigint, 0)
                                        - coalesce((leaving ->> key)::bigint, 0)), '{}')
  FROM (SELECT jsonb_object_keys(entering) AS key UNION SELECT jsonb_object_keys(leaving)) AS keys;
$$;

-- Rows entering (new_rows) count +1 and rows leaving (old_rows) -1, per scope, netted per
-- statement: an UPDATE that keeps the kind (or the company link) writes no total.
CREATE FUNCTION crm_list_totals_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  SELECT crm_list_totals_bump(key, value::bigint)
  FROM jsonb_each_text(changes)
  WHERE value::bigint <> 0;
$$;

CREATE FUNCTION crm_companies_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entering jsonb := '{}';
  leaving jsonb := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_build_object(
      'companies', count(*),
      'companies:prospect', count(*) FILTER (WHERE kind = 'prospect'),
      'companies:client', count(*) FILTER (WHERE kind = 'client'))
    INTO entering FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_build_object(
      'companies', count(*),
      'companies:prospect', count(*) FILTER (WHERE kind = 'prospect'),
      'companies:client', count(*) FILTER (WHERE kind = 'client'))
    INTO leaving FROM old_rows;
  END IF;
  PERFORM crm_list_totals_apply(crm_list_totals_net(entering, leaving));
  RETURN NULL;
END;
$$;

CREATE FUNCTION crm_contacts_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  entering jsonb := '{}';
  leaving jsonb := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_build_object(
      'contacts', count(*),
      'contacts:standalone', count(*) FILTER (WHERE company_id IS NULL))
    INTO entering FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_build_object(
      'contacts', count(*),
      'contacts:standalone', count(*) FILTER (WHERE company_id IS NULL))
    INTO leaving FROM old_rows;
  END IF;
  PERFORM crm_list_totals_apply(crm_list_totals_net(entering, leaving));
  RETURN NULL;
END;
$$;

CREATE FUNCTION crm_list_totals_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE crm_list_totals SET n = 0 WHERE scope = TG_ARGV[0] OR scope LIKE TG_ARGV[0] || ':%';
  RETURN NULL;
END;
$$;

CREATE TRIGGER crm_companies_count_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_count();
CREATE TRIGGER crm_companies_count_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_count();
CREATE TRIGGER crm_companies_count_delete AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_companies_count();
CREATE TRIGGER crm_companies_count_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION crm_list_totals_reset('companies');

CREATE TRIGGER crm_contacts_count_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_contacts_count();
CREATE TRIGGER crm_contacts_count_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_contacts_count();
CREATE TRIGGER crm_contacts_count_delete AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_contacts_count();
CREATE TRIGGER crm_contacts_count_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION crm_list_totals_reset('contacts');

-- Rows written before this migration.
INSERT INTO crm_list_totals (scope, n)
SELECT 'companies', count(*) FROM companies
UNION ALL SELECT 'companies:prospect', count(*) FROM companies WHERE kind = 'prospect'
UNION ALL SELECT 'companies:client', count(*) FROM companies WHERE kind = 'client'
UNION ALL SELECT 'contacts', count(*) FROM contacts
UNION ALL SELECT 'contacts:standalone', count(*) FROM contacts WHERE company_id IS NULL;
