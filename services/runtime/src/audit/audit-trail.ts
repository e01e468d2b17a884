import {
  AUDIT_COUNT_CAP,
  type AuditPositionValue,
  type AuditTrailEntryView,
  type AuditTrailFilterValue,
} from '@courtage/contracts/ops/audit-trail';
import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { RuntimeTables } from '../runtime-tables.ts';

/**
 * This service's share of the audit trail: the entries matching `filter` that come after
 * `after` in the trail's order (occurred_at desc, service desc, id desc), newest first.
 * `service` is this service's name, the second key of the order across services.
 */
export async function listAuditTrail<DB extends RuntimeTables>(
  db: Kysely<DB>,
  service: string,
  query: { filter: AuditTrailFilterValue; after?: AuditPositionValue; limit: number },
): Promise<AuditTrailEntryView[]> {
  const { filter, after } = query;
  const conditions = filterConditions(filter);
  return rowsOf(db, service, conditions, after, query.limit);
}

/** How many entries match `filter` (at most AUDIT_COUNT_CAP). */
export async function countAuditTrail<DB extends RuntimeTables>(
  db: Kysely<DB>,
  filter: AuditTrailFilterValue,
): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*)::int as total from (
      select 1 from audit_log where ${sql.join(filterConditions(filter), sql` and `)} limit ${AUDIT_COUNT_CAP}
    ) as matching`.execute(db);
  return rows[0]?.total ?? 0;
}

function filterConditions(filter: AuditTrailFilterValue): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filter.actorId) conditions.push(sql`actor_id = ${filter.actorId}`);
  if (filter.action) conditions.push(sql`action = ${filter.action}`);
  if (filter.entity) conditions.push(sql`entity = ${filter.entity}`);
  if (filter.target) {
    const prefix = `${filter.target.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(sql`entity_id like ${prefix}`);
  }
  if (filter.from) conditions.push(sql`occurred_at >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`occurred_at < ${filter.to}::timestamptz`);
  return conditions;
}

async function rowsOf<DB extends RuntimeTables>(
  db: Kysely<DB>,
  service: string,
  matching: RawBuilder<unknown>[],
  after: AuditPositionValue | undefined,
  limit: number,
): Promise<AuditTrailEntryView[]> {
  const conditions = [...matching];
  if (after) {
    // After (t, s, i) in descending order: older, or as old from a service sorted before, or
    // from this service with a smaller id.
    const at = sql`${after.occurredAt}::timestamptz`;
    if (service < after.service) conditions.push(sql`occurred_at <= ${at}`);
    else if (service > after.service) conditions.push(sql`occurred_at < ${at}`);
    else conditions.push(sql`(occurred_at, id) < (${at}, ${after.id})`);
  }
  const { rows } = await sql<{
    id: string;
    occurred_at: string;
    actor_kind: string;
    actor_id: string | null;
    actor_role: string | null;
    address: string | null;
    action: string;
    entity: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }>`
    select id, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
      actor_kind, actor_id, actor_role, address, action, entity, entity_id, before, after
    from audit_log
    where ${sql.join(conditions, sql` and `)}
    order by occurred_at desc, id desc
    limit ${Math.min(Math.max(limit, 1), 1000)}`.execute(db);
  return rows.map((row) => ({
    service,
    id: Number(row.id),
    occurredAt: row.occurred_at,
    actor: { kind: row.actor_kind, id: row.actor_id, role: row.actor_role },
    address: row.address,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}
