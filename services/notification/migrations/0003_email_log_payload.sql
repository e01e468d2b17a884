-- What is needed to rebuild an email's BullMQ job: its payload (the EmailJob, template data
-- included). Redis may lose its jobs (this deployment keeps nothing on disk), so the service
-- re-adds, under the same job id, the job of every row still 'queued' at start, whenever its
-- Redis connection is ready again and periodically (jobs/requeue-emails.ts). Rows written
-- before this migration have no payload and cannot be rebuilt.
ALTER TABLE email_log ADD COLUMN payload jsonb;

-- The sweep reads the rows not sent yet, oldest first.
CREATE INDEX email_log_queued_idx ON email_log (created_at, job_id) WHERE status = 'queued';
