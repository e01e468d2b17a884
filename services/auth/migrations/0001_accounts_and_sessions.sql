-- Accounts, sessions and every single-use secret of the auth service.
-- Emails are compared case-insensitively: the unique indexes are on lower(email).

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- NULL until the customer sets a password (account created by auth.ensure-customer).
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  full_name text NOT NULL DEFAULT '',
  phone_number text,
  image text,
  is_email_verified boolean NOT NULL DEFAULT false,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_email_key ON customers (lower(email));

CREATE TABLE staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL CHECK (role IN ('admin', 'sub-admin')),
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  -- Avatar bytes live in staff_avatars; this is the public path of the current one.
  image text,
  -- base64 of iv(12) | tag(16) | ciphertext, AES-256-GCM; NULL when TOTP was never set up.
  totp_secret_encrypted text,
  totp_enabled boolean NOT NULL DEFAULT false,
  -- The last TOTP time step accepted: a code is never accepted twice.
  totp_last_step bigint,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_email_key ON staff (lower(email));

CREATE TABLE staff_avatars (
  staff_id uuid PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 1048576),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per sign-in: the refresh-token family. It lives 3 days (259200000 ms) at most.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_kind text NOT NULL CHECK (account_kind IN ('customer', 'staff')),
  account_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_account_idx ON sessions (account_kind, account_id);

-- Every refresh token ever issued, hashed (sha256). Only the newest of a family is live;
-- presenting an older one (rotated_at set) is a reuse: the whole family is revoked.
CREATE TABLE refresh_tokens (
  token_hash bytea PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  rotated_from bytea,
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Staff sign-in challenges: a 6-digit code emailed (or a TOTP step), 10 minutes, 5 attempts.
CREATE TABLE login_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('email', 'totp')),
  code_hash bytea,
  attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_staff_idx ON login_challenges (staff_id, created_at DESC);

-- Emailed links: password reset (1 h; 72 h for an account created without a password)
-- and email verification. Single use, stored hashed.
CREATE TABLE link_tokens (
  token_hash bytea PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
  account_kind text NOT NULL CHECK (account_kind IN ('customer', 'staff')),
  account_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_tokens_account_idx ON link_tokens (account_kind, account_id);

CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_staff_idx ON recovery_codes (staff_id);

-- Failed attempts per account (login, code, reset request), for the per-account throttle.
CREATE TABLE throttle_hits (
  bucket text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX throttle_hits_bucket_idx ON throttle_hits (bucket, created_at);
