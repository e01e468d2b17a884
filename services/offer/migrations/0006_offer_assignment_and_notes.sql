-- Back-office work on an offer: who it is assigned to, the notes brokers write,
-- and who moved it with which note.

ALTER TABLE offers
  ADD COLUMN assignee_id uuid,
  -- The staff member's name when assigned (auth owns staff; the name is what the event said).
  ADD COLUMN assignee_name text,
  ADD COLUMN assigned_at timestamptz;

-- Auto-assignment counts each staff member's open call-backs (confirmed, not yet subscribed).
CREATE INDEX offers_open_callbacks_idx ON offers (assignee_id) WHERE state = 'confirmed';

ALTER TABLE offer_state_history
  ADD COLUMN note text,
  ADD COLUMN actor_name text;

CREATE TABLE offer_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id uuid NOT NULL REFERENCES offers (id),
  author_id uuid NOT NULL,
  author_name text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offer_notes_offer_idx ON offer_notes (offer_id, created_at);
