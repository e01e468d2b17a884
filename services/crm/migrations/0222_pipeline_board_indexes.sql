-- The pipeline board's first screen from indexes (crm.get-pipeline). Each column's first cards
-- are walked in slot order: the follow-up columns on (state, callback_status, slot_key), the
-- subscribed and lost ones on (state, slot_key). The totals (count and monthly premium per
-- column, under the board's filters) are read from the first index alone (index-only scan): it
-- carries every column they use. A window over every row instead took 490 ms at 100,000 offers.
DROP INDEX offer_rm_pipeline_idx;
CREATE INDEX offer_rm_pipeline_idx ON offer_read_model (state, callback_status, slot_key, id)
  INCLUDE (monthly_cents, confirmed_at, assignee_id, provider_code);
CREATE INDEX offer_rm_state_slot_idx ON offer_read_model (state, slot_key, id);
