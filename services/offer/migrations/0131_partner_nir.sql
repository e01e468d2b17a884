-- The insured partner's own NIR (a child may be attached to it), checked as the subscriber's and
-- kept as the subscriber's is: encrypted, with its masked form for the back office. Null when the
-- subscription has no partner, or was made before this migration.
ALTER TABLE subscriptions ADD COLUMN partner_nir_encrypted text;
ALTER TABLE subscriptions ADD COLUMN partner_nir_masked text;
