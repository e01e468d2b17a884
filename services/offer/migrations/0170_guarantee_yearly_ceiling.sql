-- A guarantee line may cap what the plan pays for it in a year (EUR), e.g. dental prostheses
-- "300 % BR, 1 000 € par an". NULL: no ceiling. Existing lines have none.
ALTER TABLE guarantees ADD COLUMN yearly_ceiling numeric(10, 2) CHECK (yearly_ceiling IS NULL OR yearly_ceiling >= 0);
