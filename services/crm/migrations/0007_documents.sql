-- Files attached to a company, a contact or a contract; the bytes live in S3 under `key`.
create table documents (
  id uuid primary key default gen_random_uuid(),
  owner_type text not null check (owner_type in ('company', 'contact', 'contract')),
  owner_id uuid not null,
  kind text not null,
  key text not null unique,
  file_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
  size integer not null check (size > 0),
  uploaded_by text not null,
  created_at timestamptz not null default now()
);

create index documents_owner_idx on documents (owner_type, owner_id, created_at, id);
