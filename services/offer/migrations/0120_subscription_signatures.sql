-- The e-signed subscription file. Step 01 stores the subscription and its documents to sign
-- (membership form, SEPA mandate, cancellation mandate when asked for) in the S3 store; the
-- visitor signs them with a one-time code sent by email, then the offer moves to 'subscribed'.
-- Only the code's HMAC is kept. Five wrong codes lock the file ('locked'): a broker sends a new one.
CREATE TABLE subscription_signatures (
  subscription_id uuid PRIMARY KEY REFERENCES subscriptions (id) ON DELETE CASCADE,
  offer_id uuid NOT NULL UNIQUE REFERENCES offers (id),
  state text NOT NULL CHECK (state IN ('pending', 'signed', 'locked')),
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  codes_sent integer NOT NULL DEFAULT 1,
  -- [{kind, title, key, sha256}] as reviewed; signed ones add signedKey and signedSha256.
  documents jsonb NOT NULL,
  -- What the visitor accepted at step 01, with the wording shown.
  consents jsonb NOT NULL,
  -- [{at, event, ip, userAgent}]: code sent, resent, wrong, expired, verified, locked.
  code_events jsonb NOT NULL DEFAULT '[]',
  evidence_key text,
  evidence_sha256 text,
  signed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'signed') = (signed_at IS NOT NULL))
);
CREATE INDEX subscription_signatures_state ON subscription_signatures (state, created_at);

-- The development sealing key, generated at the first start of a service outside production
-- and shared by every instance (production reads its key from configuration instead).
CREATE TABLE seal_keys (
  id text PRIMARY KEY CHECK (id = 'development'),
  key_pem text NOT NULL,
  cert_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
