-- The W3C trace context of the transaction that wrote the event (services/runtime/src/tracing.ts):
-- the relay puts it in the envelope, so the consumer's transaction joins the same trace. Null
-- while tracing is off.
alter table outbox add column if not exists traceparent text;
