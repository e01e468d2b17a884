-- A plan states whom it is for (age range of the main insured, activities, social
-- regimes, household shapes). It belongs to the immutable version like the tariffs; NULL is a
-- version written before the rules existed and reads as open to everyone.
ALTER TABLE plan_versions ADD COLUMN eligibility jsonb;

-- Versions stay immutable, with one exception: rules may be given once to a version that had
-- none (the seed's own versions are filled at start, src/seed/seed-database.ts). Everything
-- else still needs a new version.
CREATE FUNCTION offer_plan_version_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.eligibility IS NULL AND NEW.eligibility IS NOT NULL
     AND (to_jsonb(NEW) - 'eligibility') = (to_jsonb(OLD) - 'eligibility') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% rows are immutable (tariff versions): create a new plan version', TG_TABLE_NAME;
END;
$$;
DROP TRIGGER plan_versions_immutable ON plan_versions;
CREATE TRIGGER plan_versions_immutable BEFORE UPDATE OR DELETE ON plan_versions
  FOR EACH ROW EXECUTE FUNCTION offer_plan_version_change();
