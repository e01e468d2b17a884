-- A record's timeline: notes on a contact and calls logged on a company or a contact.
-- A company's notes stay its comments (company_comments). The activities of a record go with it
-- (a trigger: the record is polymorphic, no foreign key).
create table record_activities (
  id uuid primary key default gen_random_uuid(),
  record_type text not null check (record_type in ('company', 'contact')),
  record_id uuid not null,
  kind text not null check (kind in ('note', 'call')),
  call_outcome text check (call_outcome in ('joint', 'injoignable', 'message-laisse', 'rappel-demande')),
  text text not null default '',
  author_id text not null,
  created_at timestamptz not null default now(),
  check ((kind = 'call') = (call_outcome is not null))
);

-- A record's timeline, newest first (keyset on created_at, id).
create index record_activities_record_idx on record_activities (record_type, record_id, created_at desc, id desc);

create function record_activities_forget() returns trigger language plpgsql as $$
begin
  delete from record_activities where record_type = tg_argv[0] and record_id = old.id;
  return old;
end;
$$;

create trigger companies_forget_activities after delete on companies
  for each row execute function record_activities_forget('company');
create trigger contacts_forget_activities after delete on contacts
  for each row execute function record_activities_forget('contact');

-- The timeline reads a record's tasks by their record (quotes, contracts, documents and comments
-- already have an index by their record).
create index tasks_linked_record_idx on tasks (linked_type, linked_id, created_at, id);
