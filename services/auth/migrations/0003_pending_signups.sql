-- Sign-up answers the same whether or not the address has an account. A new
-- address gets an activation link; the account only exists once that link is followed
-- (the address proven), so neither the sign-up nor a later sign-in tells an account exists.
-- The token is stored as its sha256, the password as its argon2id hash.
CREATE TABLE pending_signups (
  token_hash bytea PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_signups_expires_at_idx ON pending_signups (expires_at);
