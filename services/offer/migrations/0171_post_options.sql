-- Modular plans: a plan version may hold options per post (PostOption[], JSON: code, name,
-- category, basePrice, guarantee lines), added by the engine to a formula where it falls short of
-- the level wanted for that post. An offer keeps the codes of the options it was priced with.
ALTER TABLE plan_versions ADD COLUMN options jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE offers ADD COLUMN option_codes jsonb NOT NULL DEFAULT '[]'::jsonb;
