-- Quotes for a company or a person; a quote request of the public site becomes one when a
-- broker handles it (quote_request_id).
create sequence quote_reference_seq;

create table quotes (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique
    default ('D-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('quote_reference_seq')::text, 6, '0')),
  company_id uuid references companies (id) on delete set null,
  contact_id uuid references contacts (id) on delete set null,
  insurance_line text not null,
  formula text not null,
  insurer text,
  monthly_premium numeric(12, 2) not null check (monthly_premium >= 0),
  valid_until date not null,
  notes text,
  status text not null default 'brouillon'
    check (status in ('brouillon', 'envoye', 'accepte', 'refuse', 'expire')),
  source text not null default 'staff' check (source in ('staff', 'site', 'offer')),
  quote_request_id uuid unique references quote_requests (id),
  pdf_key text,
  sent_at timestamptz,
  created_by text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index quotes_created_at_idx on quotes (created_at, id);
create index quotes_valid_until_idx on quotes (valid_until, id);
create index quotes_company_idx on quotes (company_id, created_at, id);
create index quotes_contact_idx on quotes (contact_id, created_at, id);
create index quotes_status_idx on quotes (status, created_at, id);
