import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** Table `outbox` (migrations 0001, 0002 and 0004): events written with a service's rows. */
export type OutboxTable = {
  id: Generated<number>;
  message_id: string;
  type: string;
  version: number;
  correlation_id: string;
  occurred_at: ColumnType<Date, string | undefined, never>;
  /** jsonb: written as serialized JSON text. */
  data: ColumnType<unknown, string, never>;
  published_at: ColumnType<Date | null, never, Date | null>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  /** The writer's trace context; null when tracing is off. */
  traceparent: ColumnType<string | null, string | null | undefined, never>;
};

/** Table `inbox` (migration 0001): the events a consumer already handled, by message id. */
export type InboxTable = {
  consumer: string;
  message_id: string;
  received_at: ColumnType<Date, never, never>;
};

/** Table `audit_log` (migrations 0003 and 0140): append-only, so nothing is ever updated. */
export type AuditLogTable = {
  id: Generated<number>;
  occurred_at: ColumnType<Date, never, never>;
  actor_kind: string;
  actor_id: string | null;
  actor_role: string | null;
  address: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
};

/** The tables the runtime's migrations create in every service's database. */
export type RuntimeTables = {
  outbox: OutboxTable;
  inbox: InboxTable;
  audit_log: AuditLogTable;
};

/**
 * A service's database seen through the runtime's tables only. Kysely's types are invariant in
 * the database type, so a `Kysely<CrmDatabase>` is not a `Kysely<RuntimeTables>` even though
 * CrmDatabase has those tables: the constraint checks that it has them, the cast only forgets
 * the service's own.
 */
export function runtimeTablesOf<DB extends RuntimeTables>(db: Kysely<DB>): Kysely<RuntimeTables>;
export function runtimeTablesOf<DB extends RuntimeTables>(db: Transaction<DB>): Transaction<RuntimeTables>;
export function runtimeTablesOf<DB extends RuntimeTables>(
  db: Kysely<DB> | Transaction<DB>,
): Kysely<RuntimeTables> | Transaction<RuntimeTables>;
export function runtimeTablesOf<DB extends RuntimeTables>(
  db: Kysely<DB> | Transaction<DB>,
): Kysely<RuntimeTables> | Transaction<RuntimeTables> {
  return db as unknown as Kysely<RuntimeTables>;
}
