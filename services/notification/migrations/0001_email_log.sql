-- One row per email the platform decided to send, keyed by the BullMQ job id.
-- status: 'queued' (job added), 'sent' (the SMTP server accepted it), 'failed' (all
-- attempts used). The worker reads it before sending so that a job run twice (after
-- a crash or a redelivered event) sends nothing the second time.
CREATE TABLE email_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id text NOT NULL UNIQUE,
  template text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX email_log_recipient_idx ON email_log (recipient);
