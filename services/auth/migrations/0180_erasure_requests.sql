-- Erasure requests (RGPD art. 17): a customer asks from 'Mes données', an Admin reviews and
-- executes. The name and address are kept as they were when asked: on execution the account
-- is anonymised, and the receipt goes to the address the request was made from.
CREATE TABLE erasure_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'executed')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  executed_at timestamptz,
  executed_by_id uuid,
  executed_by_name text,
  -- ErasurePart[]: what each service erased and kept, with the legal holds' reasons.
  report jsonb,
  CHECK ((status = 'executed') = (executed_at IS NOT NULL))
);
-- One open request per customer: asking again gives the pending one.
CREATE UNIQUE INDEX erasure_requests_one_pending ON erasure_requests (customer_id) WHERE status = 'pending';
CREATE INDEX erasure_requests_listing ON erasure_requests (status, requested_at DESC);
