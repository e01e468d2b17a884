-- Every staff write on a record and every reveal of a sensitive field: who, what, when,
-- the record before and after. Written by recordAudit in the same transaction as the change,
-- so a rolled-back write leaves no entry and a committed one always has its entry.
create table if not exists audit_log (
  id bigserial primary key,
  occurred_at timestamptz not null default now(),
  actor_kind text not null,
  actor_id text,
  actor_role text,
  action text not null,
  entity text not null,
  entity_id text not null,
  before jsonb,
  after jsonb
);

-- A record's history, newest first (listAudit), read by keyset on id.
create index if not exists audit_log_entity_idx on audit_log (entity, entity_id, id desc);
