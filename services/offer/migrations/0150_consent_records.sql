-- Consent records: each consent given on the comparator or at subscription, with the exact
-- text shown (consent_texts, written at start from the texts the forms render), the time and
-- the channel; withdrawn from the customer area or the link of an email's footer.
CREATE TABLE consent_texts (
  id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  kind text NOT NULL CHECK (kind IN ('contact_recall', 'marketing', 'sepa', 'terms')),
  channel text NOT NULL,
  text text NOT NULL,
  sha256 text NOT NULL,
  PRIMARY KEY (id, version)
);

CREATE TABLE consent_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  user_id uuid,
  kind text NOT NULL CHECK (kind IN ('contact_recall', 'marketing', 'sepa', 'terms')),
  text_id text NOT NULL,
  text_version integer NOT NULL,
  channel text NOT NULL,
  -- the comparison or subscription the consent was given with
  source_id uuid NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  withdrawn_via text CHECK (withdrawn_via IN ('espace_client', 'lien_email')),
  FOREIGN KEY (text_id, text_version) REFERENCES consent_texts (id, version),
  CHECK ((withdrawn_at IS NULL) = (withdrawn_via IS NULL))
);
CREATE INDEX consent_records_email_idx ON consent_records (email);
CREATE INDEX consent_records_user_idx ON consent_records (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX consent_records_source_idx ON consent_records (source_id);

-- The comparator's recall consent is written by the comparison's own statement (one INSERT
-- with CTEs, see insert-comparison.ts): the comparison carries the version of the text shown
-- and this trigger records it.
ALTER TABLE comparisons ADD COLUMN consent_text_version integer;

CREATE FUNCTION record_comparison_consent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.consent AND NEW.consent_text_version IS NOT NULL THEN
    INSERT INTO consent_records (email, kind, text_id, text_version, channel, source_id, given_at)
    VALUES (NEW.email, 'contact_recall', 'comparator.contact-recall', NEW.consent_text_version,
            'comparateur', NEW.id, NEW.created_at);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER comparisons_record_consent AFTER INSERT ON comparisons
  FOR EACH ROW EXECUTE FUNCTION record_comparison_consent();
