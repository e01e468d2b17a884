-- CSV imports in progress or finished: the browser polls `processed` out of `total`.
create table import_jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contacts', 'contracts')),
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  total integer not null,
  processed integer not null default 0,
  error text,
  created_by text not null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
