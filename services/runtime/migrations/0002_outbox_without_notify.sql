-- The relay is no longer woken by a NOTIFY inside the writer's transaction: PostgreSQL
-- serializes the commits of every transaction with a pending NOTIFY on one global lock
-- held through the WAL flush, which throttled every service writing events. The relay is
-- now woken in process after commit and polls the partial index outbox_pending_idx.
drop trigger if exists outbox_notify_trigger on outbox;
drop function if exists outbox_notify();
create index if not exists outbox_pending_idx on outbox (id) where published_at is null;
