-- Subscriptions stored unattached (an account already had the address, its owner had
-- not proved it) are attached when `auth.customer-email.proven` arrives, which happens at every
-- sign-in of a verified account: this partial index keeps that lookup to the few unattached rows.
CREATE INDEX subscriptions_unattached_idx ON subscriptions (offer_id) WHERE user_id IS NULL;
