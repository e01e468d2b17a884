-- A subscription is attached to an account that already existed only when its
-- owner proved it (the emailed link, or signed in). Otherwise it is stored unattached.
ALTER TABLE subscriptions ALTER COLUMN user_id DROP NOT NULL;
