-- A comparison is what the visitor entered; its offers are the engine's answer, one per
-- plan, with the price and cover frozen and the (immutable) formula they were priced on.

CREATE TABLE comparisons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  members jsonb NOT NULL,
  warranties jsonb NOT NULL,
  credentials jsonb NOT NULL,
  email text NOT NULL,
  consent boolean NOT NULL,
  departement text NOT NULL,
  start_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  comparison_id uuid NOT NULL REFERENCES comparisons (id),
  rank integer NOT NULL CHECK (rank >= 1),
  state text NOT NULL DEFAULT 'proposed'
    CHECK (state IN ('proposed', 'confirmed', 'subscribed', 'in_review', 'signed', 'cancelled')),
  plan_id uuid NOT NULL REFERENCES plans (id),
  plan_version_id uuid NOT NULL REFERENCES plan_versions (id),
  formula_id uuid NOT NULL REFERENCES formulas (id),
  monthly_cents integer NOT NULL CHECK (monthly_cents >= 0),
  yearly_cents integer NOT NULL CHECK (yearly_cents >= 0),
  meets_all_levels boolean NOT NULL,
  -- provider, plan and formula names, version, discount, flags, waiting periods, cover, price lines
  snapshot jsonb NOT NULL,
  user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (comparison_id, rank)
);
CREATE INDEX offers_user_id_idx ON offers (user_id) WHERE user_id IS NOT NULL;

-- Every state change after 'proposed' (the offer's created_at is the 'proposed' entry).
CREATE TABLE offer_state_history (
  id bigserial PRIMARY KEY,
  offer_id uuid NOT NULL REFERENCES offers (id),
  from_state text NOT NULL,
  to_state text NOT NULL,
  actor jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_state_history_offer_idx ON offer_state_history (offer_id, id);
