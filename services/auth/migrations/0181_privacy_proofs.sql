-- A prospect's requests (no account): the proof of their address is a single-use link emailed
-- to it (the token stored hashed); an erasure request confirmed that way has no customer unless
-- the address has an account.
CREATE TABLE privacy_proofs (
  token_hash bytea PRIMARY KEY,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('access', 'erasure')),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX privacy_proofs_email_idx ON privacy_proofs (lower(email), created_at);
CREATE INDEX privacy_proofs_expires_at_idx ON privacy_proofs (expires_at);

ALTER TABLE erasure_requests ALTER COLUMN customer_id DROP NOT NULL;
