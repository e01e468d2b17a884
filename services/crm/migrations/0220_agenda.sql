-- The broker's calendar (/admin/agenda) and its iCalendar feed.

-- When the booked slot last changed (a state or assignment event's instant, or a reschedule's):
-- a slot carried by an older event arriving late does not undo a reschedule. NULL: rows written
-- before this column, any slot-bearing event may set it.
ALTER TABLE offer_read_model ADD COLUMN slot_at timestamptz;

-- The calendar's call-backs: booked offers waiting for their call, by slot, per broker or all.
CREATE INDEX offer_rm_agenda_assignee_idx ON offer_read_model (assignee_id, slot_key) WHERE state = 'confirmed';
CREATE INDEX offer_rm_agenda_idx ON offer_read_model (slot_key) WHERE state = 'confirmed';

-- One secret iCalendar link per staff member: only the SHA-256 of its token is kept, so a
-- leaked database does not give the links; a new one replaces the old, deleting revokes it.
CREATE TABLE agenda_feed_tokens (
  staff_id uuid PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
