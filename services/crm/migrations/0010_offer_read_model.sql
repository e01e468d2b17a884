-- crm's read model of offer's offers (DESIGN.md section 8): one row per offer that
-- something happened to after the comparison (a call-back booked, an assignment, a cancel), fed
-- only by offer's `offer.offer.*` events; the back-office lists and the dashboard read it, never
-- offer's database. Sort keys are NOT NULL (empty text for "none") so keyset pagination on
-- (sort key, id) works on every column.
CREATE TABLE offer_read_model (
  id uuid PRIMARY KEY,
  comparison_id uuid NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  provider text NOT NULL,
  provider_code text NOT NULL,
  plan_name text NOT NULL,
  formula_name text NOT NULL,
  insurance_line text NOT NULL,
  monthly_cents integer NOT NULL,
  yearly_cents integer NOT NULL,
  -- The booked call-back, Europe/Paris ('YYYY-MM-DD', 'HH:MM'); '' when none.
  date_slot text NOT NULL DEFAULT '',
  time_slot text NOT NULL DEFAULT '',
  -- 'YYYY-MM-DD HH:MM': the call-back's order (the dateSlot column sorts by it).
  slot_key text GENERATED ALWAYS AS (date_slot || ' ' || time_slot) STORED,
  created_at timestamptz NOT NULL,
  state text NOT NULL,
  -- The instant of the state event applied last: an older event arriving late changes nothing.
  state_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  subscribed_at timestamptz,
  signed_at timestamptz,
  cancelled_at timestamptz,
  assignee_id uuid,
  assignee_name text NOT NULL DEFAULT '',
  assigned_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One index per sort key, with the id (keyset pagination).
CREATE INDEX offer_rm_created_idx ON offer_read_model (created_at, id);
CREATE INDEX offer_rm_email_idx ON offer_read_model (email, id);
CREATE INDEX offer_rm_phone_idx ON offer_read_model (phone_number, id);
CREATE INDEX offer_rm_city_idx ON offer_read_model (city, id);
CREATE INDEX offer_rm_provider_idx ON offer_read_model (provider, id);
CREATE INDEX offer_rm_monthly_idx ON offer_read_model (monthly_cents, id);
CREATE INDEX offer_rm_yearly_idx ON offer_read_model (yearly_cents, id);
CREATE INDEX offer_rm_slot_key_idx ON offer_read_model (slot_key, id);
CREATE INDEX offer_rm_time_slot_idx ON offer_read_model (time_slot, id);
CREATE INDEX offer_rm_state_idx ON offer_read_model (state, id);
CREATE INDEX offer_rm_assignee_name_idx ON offer_read_model (assignee_name, id);
-- The submitted list (subscriptions) and the wallet, newest first by default.
CREATE INDEX offer_rm_submitted_idx ON offer_read_model (created_at, id) WHERE subscribed_at IS NOT NULL;
CREATE INDEX offer_rm_wallet_idx ON offer_read_model (assignee_id, created_at, id);
-- The dashboard counts its period's steps.
CREATE INDEX offer_rm_confirmed_at_idx ON offer_read_model (confirmed_at) WHERE confirmed_at IS NOT NULL;
CREATE INDEX offer_rm_subscribed_at_idx ON offer_read_model (subscribed_at) WHERE subscribed_at IS NOT NULL;
CREATE INDEX offer_rm_signed_at_idx ON offer_read_model (signed_at) WHERE signed_at IS NOT NULL;

-- Comparisons made (`offer.comparison.created`): the dashboard's first step.
CREATE TABLE offer_comparisons (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL
);
CREATE INDEX offer_comparisons_created_idx ON offer_comparisons (created_at);
