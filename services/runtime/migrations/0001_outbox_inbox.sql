-- Events waiting to be published by the outbox relay; written in the same transaction
-- as the change they describe.
create table if not exists outbox (
  id bigserial primary key,
  message_id uuid not null unique,
  type text not null,
  version integer not null,
  correlation_id text not null,
  occurred_at timestamptz not null default now(),
  data jsonb not null,
  published_at timestamptz,
  attempts integer not null default 0,
  last_error text
);

create index if not exists outbox_pending_idx on outbox (id) where published_at is null;

-- Wakes the relay when a transaction that wrote to the outbox commits (NOTIFY is
-- delivered at commit, never for a rolled-back transaction).
create or replace function outbox_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('outbox', '');
  return null;
end;
$$;

drop trigger if exists outbox_notify_trigger on outbox;
create trigger outbox_notify_trigger after insert on outbox
  for each statement execute function outbox_notify();

-- Messages already applied by a subscription: a redelivery finds its id here and has
-- no second effect.
create table if not exists inbox (
  consumer text not null,
  message_id text not null,
  received_at timestamptz not null default now(),
  primary key (consumer, message_id)
);
