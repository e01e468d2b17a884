-- Call-back slots (Paris time). A row appears when a slot is first listed or booked;
-- `booked <= capacity` is enforced by the conditional UPDATE and again by this CHECK.
CREATE TABLE slots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slot_date date NOT NULL,
  slot_time text NOT NULL CHECK (slot_time ~ '^\d{2}:\d{2}$'),
  capacity integer NOT NULL CHECK (capacity >= 0),
  booked integer NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  UNIQUE (slot_date, slot_time)
);

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slot_id uuid NOT NULL REFERENCES slots (id),
  offer_id uuid NOT NULL UNIQUE REFERENCES offers (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
