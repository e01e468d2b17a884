-- A client's compliance file: one row per recorded item (DER, needs, advice, IPID, identity).
create table compliance_items (
  company_id uuid not null references companies (id) on delete cascade,
  item text not null check (item in ('der', 'needs-analysis', 'advice', 'ipid', 'identity')),
  date date not null,
  staff_id text not null,
  document_id uuid references documents (id) on delete set null,
  reasons text,
  recorded_at timestamptz not null default now(),
  primary key (company_id, item)
);

-- Tasks with a due date and an assignee; crm.task.scheduled / cancelled drive the reminders.
create table tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  due_at timestamptz not null,
  assignee_id uuid not null,
  created_by text not null,
  linked_type text check (linked_type in ('company', 'contact', 'quote', 'contract')),
  linked_id uuid,
  status text not null default 'a_faire' check (status in ('a_faire', 'terminee', 'annulee')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index tasks_due_at_idx on tasks (due_at, id);
create index tasks_created_at_idx on tasks (created_at, id);
create index tasks_assignee_due_idx on tasks (assignee_id, due_at, id);
