-- The staff list's search ignores accents and case ('helene' finds 'Hélène'), as the CRM's
-- (crm migration 0034): PostgreSQL folds both sides with an IMMUTABLE wrapper of unaccent.
create extension if not exists unaccent schema public;

create or replace function search_fold(value text) returns text
  language sql immutable parallel safe strict
  return lower(public.unaccent('public.unaccent'::regdictionary, value));
