-- The back-office works the contact form's messages: status nouveau / en cours /
-- traité, an assignee, and the replies emailed to the visitor, kept as a history.
-- 'answered' and 'closed' (nothing set them yet) both mean the message was handled: 'done'.
ALTER TABLE contact_queries DROP CONSTRAINT contact_queries_status_check;
UPDATE contact_queries SET status = 'done' WHERE status IN ('answered', 'closed');
ALTER TABLE contact_queries
  ADD CONSTRAINT contact_queries_status_check CHECK (status IN ('received', 'in_progress', 'done')),
  -- The staff member handling it (an auth staff id) and their name when assigned.
  ADD COLUMN assignee_id uuid,
  ADD COLUMN assignee_name text,
  ADD COLUMN reply_count integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT contact_queries_assignee_check CHECK ((assignee_id IS NULL) = (assignee_name IS NULL));

-- Replies live in their own table (admin_feedback, never written, stays unused).
CREATE TABLE contact_query_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contact_query_id uuid NOT NULL REFERENCES contact_queries (id) ON DELETE CASCADE,
  author_id uuid NOT NULL,
  author_name text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_query_replies_query_idx ON contact_query_replies (contact_query_id, created_at);

-- Keyset pagination: one index per sort column, with the id as the tie-breaker.
DROP INDEX contact_queries_status_created_at_idx;
CREATE INDEX contact_queries_created_at_id_idx ON contact_queries (created_at, id);
CREATE INDEX contact_queries_name_id_idx ON contact_queries (name, id);
CREATE INDEX contact_queries_email_id_idx ON contact_queries (email, id);
CREATE INDEX contact_queries_status_id_idx ON contact_queries (status, id);
CREATE INDEX contact_queries_assignee_idx ON contact_queries (assignee_id, created_at);
