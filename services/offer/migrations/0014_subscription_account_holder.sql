-- The IBAN's holder is named (the SEPA mandate's debtor), not assumed to be the
-- visitor. Subscriptions stored before keep an empty name.
ALTER TABLE subscriptions ADD COLUMN account_holder text NOT NULL DEFAULT '';
