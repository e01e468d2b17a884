-- Every search box ignores accents and case: 'elodie' finds 'Élodie', 'HELENE' finds 'Hélène'.
-- unaccent is only STABLE (its dictionary could be edited), so generated columns and indexes
-- cannot call it: search_fold wraps it with its dictionary named, IMMUTABLE, and is applied to
-- the stored search columns and, in the queries, to the text typed. Nothing is folded in code.
create extension if not exists unaccent schema public;

create or replace function search_fold(value text) returns text
  language sql immutable parallel safe strict
  return lower(public.unaccent('public.unaccent'::regdictionary, value));

-- Companies and contacts: word prefixes (tsvector 'simple') over the folded text.
alter table companies drop column search_vector;
alter table companies add column search_vector tsvector
  generated always as (to_tsvector('simple', search_fold(company_name))) stored;
create index companies_search_vector_idx on companies using gin (search_vector);

alter table contacts drop column search_vector;
alter table contacts add column search_vector tsvector generated always as (
  to_tsvector('simple', search_fold(forename || ' ' || name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')))
) stored;
create index contacts_search_vector_idx on contacts using gin (search_vector);

-- Contracts: any part of holder, policy number, insurer or product (trigrams).
alter table contracts drop column search_text;
alter table contracts add column search_text text generated always as (
  search_fold(holder_name || ' ' || policy_number || ' ' || insurer || ' ' || product)
) stored;
create index contracts_search_trgm_idx on contracts using gin (search_text gin_trgm_ops);

-- Offers (received, wallet, submitted): any part of the visitor's name either way round, e-mail,
-- phone, city or postal code (trigrams). chr(31) between fields: typed text cannot span two.
alter table offer_read_model add column search_text text generated always as (
  search_fold(
    first_name || ' ' || last_name || chr(31) || last_name || ' ' || first_name || chr(31) || email
      || chr(31) || phone_number || chr(31) || city || chr(31) || postal_code
  )
) stored;
create index offer_rm_search_trgm_idx on offer_read_model using gin (search_text gin_trgm_ops);
