import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { RuntimeTables } from '../runtime-tables.ts';

export type AuditRecord = {
  id: number;
  occurredAt: string;
  actor: { kind: string; id: string | null; role: string | null };
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

/**
 * A record's history, newest first (index audit_log_entity_idx). `beforeId` continues a
 * long history from the last id seen; `limit` defaults to 100 entries.
 */
export async function listAudit<DB extends RuntimeTables>(
  db: Kysely<DB>,
  entity: string,
  entityId: string | number,
  opts: { limit?: number; beforeId?: number } = {},
): Promise<AuditRecord[]> {
  return listAuditWhere(db, sql<boolean>`entity = ${entity} and entity_id = ${String(entityId)}`, opts);
}

/**
 * The history of several records at once, newest first: `where` picks the entries (a record
 * and the records that belong to it, each an `entity = … and entity_id …` condition).
 */
export async function listAuditWhere<DB extends RuntimeTables>(
  db: Kysely<DB>,
  where: RawBuilder<boolean>,
  opts: { limit?: number; beforeId?: number } = {},
): Promise<AuditRecord[]> {
  const limit = Math.min(Math.max(opts.limit ?? 100, 1), 500);
  const { rows } = await sql<{
    id: number;
    occurred_at: Date;
    actor_kind: string;
    actor_id: string | null;
    actor_role: string | null;
    action: string;
    entity: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }>`
    select id, occurred_at, actor_kind, actor_id, actor_role, action, entity, entity_id, before, after
    from audit_log
    where (${where})
      ${opts.beforeId === undefined ? sql`` : sql`and id < ${opts.beforeId}`}
    order by id desc
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, role: row.actor_role },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
  }));
}
