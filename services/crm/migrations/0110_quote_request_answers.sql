-- The answers to the insurance line's questionnaire (contracts crm/quote-questionnaires.ts), as
-- a JSON object of texts keyed by question; NULL for requests stored before questionnaires and
-- for lines without one.
ALTER TABLE quote_requests ADD COLUMN answers jsonb;
