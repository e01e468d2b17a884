-- Prospects: visitors who asked for a quote on an insurance-line page of the public site,
-- one per e-mail (stored in lower case), with their latest contact details.
CREATE TABLE prospects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  phone text,
  postal_code text NOT NULL,
  city text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Quote requests of a prospect: the insurance line (site slug) and the visitor's message.
-- status: 'received' (just stored), 'quoted' (a broker sent a quote), 'closed'.
CREATE TABLE quote_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  prospect_id uuid NOT NULL REFERENCES prospects (id),
  insurance_line text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'quoted', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX quote_requests_status_created_at_idx ON quote_requests (status, created_at DESC);
CREATE INDEX quote_requests_prospect_id_idx ON quote_requests (prospect_id);
