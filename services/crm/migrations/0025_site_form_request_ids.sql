-- Site forms arrive as durable commands: the gateway answers 202 and crm stores the
-- form when it runs. request_id is the site's idempotency key of one submit (kept across its
-- retries): a submit retried, or a command delivered twice, is stored once. NULL for rows
-- stored before (and for forms that came through the RPCs, which have no such key).
ALTER TABLE contact_queries ADD COLUMN request_id uuid UNIQUE;
ALTER TABLE quote_requests ADD COLUMN request_id uuid UNIQUE;
