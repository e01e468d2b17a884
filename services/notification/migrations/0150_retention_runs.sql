-- Each run of the scheduled retention purge (the `retention-purge` BullMQ job): what each
-- owning service deleted or kept under a legal hold, for the ops console's 'Conservation' section.
CREATE TABLE retention_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  -- 'ok' or 'failed' (the error's message in `error`)
  outcome text NOT NULL CHECK (outcome IN ('ok', 'failed')),
  error text,
  -- [{ service, category, deleted, kept, holdReason }]
  report jsonb NOT NULL
);
CREATE INDEX retention_runs_recent_idx ON retention_runs (started_at DESC);
