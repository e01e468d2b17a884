-- The confirmation limit counts attempts per email address and postal code (never per client IP:
-- a family or an office behind one IP books freely, and a squatter using someone's email from
-- another postal code does not spend the owner's budget). Only a hash of the pair is kept, for
-- an hour (older rows are deleted as new ones come).
CREATE TABLE booking_attempts (
  id bigserial PRIMARY KEY,
  key_hash text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_attempts_key ON booking_attempts (key_hash, attempted_at);
CREATE INDEX booking_attempts_at ON booking_attempts (attempted_at);
