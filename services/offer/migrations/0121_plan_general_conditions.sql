-- The general conditions of a plan, uploaded by an Admin in the plan administration: the PDF in
-- the S3 store (`plans/<plan id>/conditions-generales-<sha256>.pdf`), one current file per plan
-- (a new upload replaces it; files already given with a signed subscription keep their own copy).
-- A plan without a row gives the generated sample (src/esign/general-conditions.ts).
CREATE TABLE plan_general_conditions (
  plan_id uuid PRIMARY KEY REFERENCES plans (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  object_key text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  uploaded_by uuid,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
