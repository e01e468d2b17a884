-- A mandate keeps the creditor it was signed with (name, postal address, ICS), as the
-- CMS's site settings stated it then. Mandates signed before name nobody here ('').
ALTER TABLE subscriptions
  ADD COLUMN creditor_name text NOT NULL DEFAULT '',
  ADD COLUMN creditor_identifier text NOT NULL DEFAULT '',
  ADD COLUMN creditor_address text NOT NULL DEFAULT '';
