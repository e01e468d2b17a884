-- The audit trail of staff actions (back office `/admin/audit`): the address the request came
-- from, and a keyset index on the time for the trail read across services.
alter table audit_log add column if not exists address text;
create index if not exists audit_log_occurred_idx on audit_log (occurred_at desc, id desc);

-- Append-only: an entry is never changed nor removed, whoever asks (the services' own role
-- included). Only the table's owner can drop the trigger, which is a migration, reviewed.
create or replace function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;

drop trigger if exists audit_log_no_update_delete on audit_log;
create trigger audit_log_no_update_delete before update or delete on audit_log
  for each row execute function audit_log_append_only();

drop trigger if exists audit_log_no_truncate on audit_log;
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
