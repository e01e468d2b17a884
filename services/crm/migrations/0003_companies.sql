-- Companies of the CRM: prospects and clients. Searched by the start of any word of
-- the name (full-text prefix, GIN) or a SIREN prefix; listed by date added or name, keyset pages.
-- pg_trgm serves the contracts' search (0006).
create extension if not exists pg_trgm;

create table companies (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'prospect' check (kind in ('prospect', 'client')),
  company_name text not null,
  -- lower(company_name): the sort key of the "name" column and the trigram search target.
  name_key text generated always as (lower(company_name)) stored,
  -- The name's words ('simple': lower case, no stemming), matched by prefix (`dupont:* & 12:*`).
  search_vector tsvector generated always as (to_tsvector('simple', company_name)) stored,
  siren text not null unique check (siren ~ '^[0-9]{9}$'),
  legal_form text,
  creation_date date,
  address text,
  zip_code text not null,
  town text not null,
  code_naf text,
  naf_activity text,
  sector text,
  turnover bigint,
  -- AES-256-GCM with the company id as associated data (a value copied to another row fails).
  iban_encrypted text,
  iban_masked text,
  rcs_city text,
  registered_office_address text,
  company_representative text,
  became_client_at timestamptz,
  became_client_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index companies_created_at_idx on companies (created_at, id);
create index companies_kind_created_at_idx on companies (kind, created_at, id);
create index companies_name_key_idx on companies (name_key, id);
create index companies_kind_name_key_idx on companies (kind, name_key, id);
create index companies_search_vector_idx on companies using gin (search_vector);
create index companies_siren_prefix_idx on companies (siren text_pattern_ops);

create table company_comments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  text text not null,
  author_id text not null,
  created_at timestamptz not null default now()
);

create index company_comments_company_idx on company_comments (company_id, created_at, id);
