-- No one may stop an address from booking by booking first with it: a booking's
-- address blocks other bookings for good only once proven (its confirmation email's link was
-- opened); unproven, it blocks them for a short hold only (UNPROVEN_EMAIL_HOLD_MINUTES).
-- Bookings made before this migration count as proven: they keep blocking as they did.
ALTER TABLE bookings ADD COLUMN email_proven_at timestamptz;
UPDATE bookings SET email_proven_at = created_at;
