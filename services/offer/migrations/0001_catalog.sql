-- Insurers, plans and their immutable versions (the tariff versions): a version holds
-- the formulas, each with its tariff (JSONB, checked by validateTariff) and its guarantees.
-- Editing a plan creates a new version; offers keep pointing at the version they were priced on.

CREATE TABLE insurers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  insurer_id uuid NOT NULL REFERENCES insurers (id),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
  current_version_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plan_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES plans (id),
  version integer NOT NULL CHECK (version >= 1),
  yearly_discount_percent numeric(5, 2) NOT NULL DEFAULT 0
    CHECK (yearly_discount_percent >= 0 AND yearly_discount_percent <= 100),
  created_by text NOT NULL DEFAULT 'seed',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, version)
);

ALTER TABLE plans ADD CONSTRAINT plans_current_version_fk
  FOREIGN KEY (current_version_id) REFERENCES plan_versions (id);

CREATE TABLE formulas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_version_id uuid NOT NULL REFERENCES plan_versions (id),
  position integer NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  tariff jsonb NOT NULL,
  waiting_periods jsonb NOT NULL,
  contrat_responsable boolean NOT NULL,
  hundred_percent_sante boolean NOT NULL,
  ipid_title text NOT NULL,
  ipid_url text NOT NULL,
  UNIQUE (plan_version_id, code),
  CHECK ((tariff ->> 'basePrice')::numeric > 0)
);

CREATE TABLE guarantees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  formula_id uuid NOT NULL REFERENCES formulas (id),
  position integer NOT NULL,
  category text NOT NULL CHECK (category IN ('medicalCare', 'dental', 'visual', 'hearing', 'hospitalization')),
  code text NOT NULL,
  label text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('percent_br', 'euros', 'euros_per_night', 'euros_per_year', 'included')),
  value numeric(10, 2) NOT NULL CHECK (value >= 0),
  hundred_percent_sante boolean NOT NULL DEFAULT false,
  UNIQUE (formula_id, code)
);

-- A version, its formulas and their guarantees never change once written.
CREATE FUNCTION offer_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable (tariff versions): create a new plan version', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER plan_versions_immutable BEFORE UPDATE OR DELETE ON plan_versions
  FOR EACH ROW EXECUTE FUNCTION offer_reject_change();
CREATE TRIGGER formulas_immutable BEFORE UPDATE OR DELETE ON formulas
  FOR EACH ROW EXECUTE FUNCTION offer_reject_change();
CREATE TRIGGER guarantees_immutable BEFORE UPDATE OR DELETE ON guarantees
  FOR EACH ROW EXECUTE FUNCTION offer_reject_change();
