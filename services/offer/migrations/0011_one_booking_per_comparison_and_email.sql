-- One comparison yields about 12 offers, each confirmable on its own, so one
-- visitor could book every seat of the window. A booking now records its comparison and
-- its address (lower-cased) to allow one live booking per comparison and per address
-- (checked under advisory locks in confirm-offer.ts), and is released (its seat given
-- back) when its offer is cancelled.
ALTER TABLE bookings
  ADD COLUMN comparison_id uuid,
  ADD COLUMN email_key text,
  ADD COLUMN released_at timestamptz;

UPDATE bookings b
SET comparison_id = o.comparison_id, email_key = lower(c.credentials ->> 'email')
FROM offers o
JOIN comparisons c ON c.id = o.comparison_id
WHERE o.id = b.offer_id;

CREATE INDEX bookings_live_comparison_idx ON bookings (comparison_id) WHERE released_at IS NULL;
CREATE INDEX bookings_live_email_idx ON bookings (email_key) WHERE released_at IS NULL;
