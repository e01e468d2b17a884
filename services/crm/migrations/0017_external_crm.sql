-- Offers and contracts of a partner's CRM, received by the signed webhook or a CSV
-- import; one row per (kind, external_id), updated by a later delivery of the same id.
CREATE TABLE external_crm_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('offer', 'contract')),
  external_id text NOT NULL,
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  insurer text NOT NULL,
  product text NOT NULL,
  monthly_premium numeric(12, 2) NOT NULL CHECK (monthly_premium >= 0),
  status text NOT NULL,
  start_date date,
  source text NOT NULL CHECK (source IN ('webhook', 'import')),
  -- The CRM company it belongs to (linked by staff) and its name when linked.
  company_id uuid,
  company_name text,
  received_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, external_id),
  CHECK ((company_id IS NULL) = (company_name IS NULL))
);

-- Keyset pagination per kind: one index per sort column, the id as tie-breaker.
CREATE INDEX external_crm_records_updated_idx ON external_crm_records (kind, updated_at, id);
CREATE INDEX external_crm_records_customer_idx ON external_crm_records (kind, customer_name, id);
CREATE INDEX external_crm_records_insurer_idx ON external_crm_records (kind, insurer, id);
CREATE INDEX external_crm_records_premium_idx ON external_crm_records (kind, monthly_premium, id);

-- Webhook deliveries already applied, keyed by their signature: the same signed body sent
-- again (a replay) is refused. Rows older than the 5-minute window are useless: a replay that
-- old fails the timestamp check first (retention: see the crm README).
CREATE TABLE external_crm_deliveries (
  delivery_id text PRIMARY KEY,
  kind text NOT NULL,
  record_count integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- CSV imports: all or nothing in one transaction; `processed` is written outside it so the
-- browser can show the progress.
CREATE TABLE external_crm_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('offer', 'contract')),
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  total integer NOT NULL,
  processed integer NOT NULL DEFAULT 0,
  error text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
