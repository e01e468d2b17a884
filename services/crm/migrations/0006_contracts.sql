-- Contracts of the portfolio: typed by a broker, imported, or created by themselves from
-- offer's subscribed event (source 'comparator', offer_id unique: a redelivery adds nothing).
create table contracts (
  id uuid primary key default gen_random_uuid(),
  holder_kind text not null check (holder_kind in ('company', 'person')),
  company_id uuid references companies (id) on delete set null,
  contact_id uuid references contacts (id) on delete set null,
  -- Kept on the row: the portfolio shows it without a join, and it survives a deleted holder.
  holder_name text not null,
  insurer text not null,
  product text not null,
  policy_number text not null,
  start_date date not null,
  renewal_date date not null,
  monthly_premium numeric(12, 2) not null check (monthly_premium >= 0),
  commission_rate numeric(5, 2) not null check (commission_rate between 0 and 100),
  status text not null check (status in ('en_attente', 'actif', 'suspendu', 'resilie')),
  source text not null default 'staff' check (source in ('staff', 'comparator', 'import')),
  offer_id uuid unique,
  search_text text generated always as (lower(holder_name || ' ' || policy_number || ' ' || insurer || ' ' || product)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (insurer, policy_number)
);

create index contracts_created_at_idx on contracts (created_at, id);
create index contracts_renewal_date_idx on contracts (renewal_date, id);
create index contracts_monthly_premium_idx on contracts (monthly_premium, id);
create index contracts_company_idx on contracts (company_id, created_at, id);
create index contracts_contact_idx on contracts (contact_id, created_at, id);
create index contracts_search_trgm_idx on contracts using gin (search_text gin_trgm_ops);
