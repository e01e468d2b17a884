-- Deliveries are kept only as long as a replay of them could pass the 5-minute timestamp
-- check; each new delivery removes those older than a day (this index finds them).
CREATE INDEX external_crm_deliveries_received_at_idx ON external_crm_deliveries (received_at);
