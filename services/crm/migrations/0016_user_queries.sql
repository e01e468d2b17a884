-- Questions asked by signed-in customers from their area, and the staff's feedback.
-- The customer's name and e-mail are kept as they were when asked (auth owns the account).
CREATE TABLE user_queries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL,
  user_name text NOT NULL,
  user_email text NOT NULL,
  query text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'answered', 'closed')),
  feedback text,
  feedback_by_id uuid,
  feedback_by_name text,
  feedback_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((feedback IS NULL) = (feedback_at IS NULL))
);

CREATE INDEX user_queries_customer_idx ON user_queries (customer_id, created_at, id);
CREATE INDEX user_queries_created_at_id_idx ON user_queries (created_at, id);
CREATE INDEX user_queries_user_name_id_idx ON user_queries (user_name, id);
CREATE INDEX user_queries_user_email_id_idx ON user_queries (user_email, id);
CREATE INDEX user_queries_status_id_idx ON user_queries (status, id);
