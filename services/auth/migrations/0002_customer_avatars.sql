-- Customers get a profile picture too (the customer sidebar shows it), stored like the staff's:
-- customers.image is the public path of the current one, the bytes live here.
CREATE TABLE customer_avatars (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 1048576),
  updated_at timestamptz NOT NULL DEFAULT now()
);
