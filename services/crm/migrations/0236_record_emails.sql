-- E-mails a broker sent from a contact's record: what was sent, to whom, by whom.
-- The delivery state lives in notification's email_log (job id '<id>.record').
create table record_emails (
  id uuid primary key default gen_random_uuid(),
  record_type text not null check (record_type in ('contact')),
  record_id uuid not null,
  template text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  author_id text not null,
  created_at timestamptz not null default now()
);

create index record_emails_record_idx on record_emails (record_type, record_id, created_at desc, id desc);

create function record_emails_forget() returns trigger language plpgsql as $$
begin
  delete from record_emails where record_type = tg_argv[0] and record_id = old.id;
  return old;
end;
$$;

create trigger contacts_forget_emails after delete on contacts
  for each row execute function record_emails_forget('contact');
