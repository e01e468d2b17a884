-- In-app notifications, one row per staff member and cause (DESIGN.md section 8).
-- source_key names the cause: the event's messageId, or the reminder job for a task due.
-- UNIQUE (source_key, staff_id) makes storing twice (a redelivered event that escaped the
-- inbox, a reminder job run again after a crash) a no-op.
CREATE TABLE staff_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  source_key text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_key, staff_id)
);

-- "Mine, newest first" with keyset pagination on (created_at, id).
CREATE INDEX staff_notifications_mine_idx ON staff_notifications (staff_id, created_at DESC, id DESC);
-- The unread count and the unread filter.
CREATE INDEX staff_notifications_unread_idx ON staff_notifications (staff_id, created_at DESC, id DESC)
  WHERE read_at IS NULL;
