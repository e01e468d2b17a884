-- The household is named at subscription. One item per person insured with the
-- subscriber, keyed like the offer's price lines: { member: 'conjoint' | 'child1'..., firstName,
-- lastName, birthDate, attachedTo? ('assure' | 'conjoint', children only) }. Subscriptions stored
-- before name nobody.
ALTER TABLE subscriptions ADD COLUMN beneficiaries jsonb NOT NULL DEFAULT '[]'::jsonb;
