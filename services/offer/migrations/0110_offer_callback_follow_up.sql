-- The call-back's follow-up of a booked offer before subscription (contracts
-- offer/callback-status.ts): each change a broker makes, oldest first. The current status is
-- the last row's to_status ('a_rappeler' while there is none).
CREATE TABLE offer_callback_history (
  id bigserial PRIMARY KEY,
  offer_id uuid NOT NULL REFERENCES offers (id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  note text,
  actor jsonb NOT NULL,
  actor_name text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_callback_history_offer_idx ON offer_callback_history (offer_id, id);
