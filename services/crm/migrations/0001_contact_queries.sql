-- Messages sent by visitors through the contact form (SPECIFICATION: contact us).
-- status: 'received' (just stored), 'answered' (an admin replied, see admin_feedback),
-- 'closed' (nothing more to do). Kept as text + CHECK so adding a status is one migration.
CREATE TABLE contact_queries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  postal_code text NOT NULL,
  city text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'answered', 'closed')),
  admin_feedback text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The back-office lists the newest queries first, often filtered by status.
CREATE INDEX contact_queries_status_created_at_idx ON contact_queries (status, created_at DESC);
