-- The pipeline board (/admin/pipeline): each booked offer's call-back follow-up, as offer's
-- `offer.callback.status-changed` says (the newest change wins; events may arrive in any order).
ALTER TABLE offer_read_model
  ADD COLUMN callback_status text NOT NULL DEFAULT 'a_rappeler',
  ADD COLUMN callback_status_at timestamptz;

-- The board's columns: a stage computed from the state and the follow-up, cards by slot.
CREATE INDEX offer_rm_pipeline_idx ON offer_read_model (state, callback_status, slot_key, id);
