-- People: a company's contacts, or individual clients standing alone (company_id null).
create table contacts (
  id uuid primary key default gen_random_uuid(),
  civility text not null check (civility in ('M.', 'Mme')),
  name text not null,
  forename text not null,
  function text,
  email text,
  phone text,
  company_id uuid references companies (id) on delete set null,
  name_key text generated always as (lower(name || ' ' || forename)) stored,
  -- What the search box matches by word prefix: forename, name, e-mail, phone (`0612345678`).
  search_vector tsvector generated always as (
    to_tsvector('simple', forename || ' ' || name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index contacts_created_at_idx on contacts (created_at, id);
create index contacts_name_key_idx on contacts (name_key, id);
create index contacts_company_idx on contacts (company_id, created_at, id);
create index contacts_standalone_idx on contacts (created_at, id) where company_id is null;
create index contacts_search_vector_idx on contacts using gin (search_vector);
create index contacts_email_idx on contacts (lower(email));
