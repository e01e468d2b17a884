import type { Actor } from '@courtage/contracts/define';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { RuntimeTables } from '../runtime-tables.ts';

export type AuditEntry = {
  /** Who acted: the RPC's `meta.actor` (a staff member for back-office writes). */
  actor: Actor;
  /** What was done, a verb in kebab-case: `create`, `update`, `delete`, `reveal-iban`, `become-client`... */
  action: string;
  /** The kind of record, e.g. `company`, `contact`, `offer`. */
  entity: string;
  entityId: string | number;
  /** The record (or the fields that changed) before the write; null for a creation or a reveal. */
  before?: unknown;
  /** The record (or the fields that changed) after the write; null for a deletion. */
  after?: unknown;
};

/**
 * Appends one entry to `audit_log` (append-only: the database refuses to change or remove it)
 * inside the caller's transaction, with the actor's address when the gateway gave one, so the entry exists if
 * and only if the write it describes committed. Never put a clear NIR or IBAN in before/after:
 * pass the masked form (the audit log is readable by every staff member).
 */
export async function recordAudit<DB extends RuntimeTables>(
  trx: Kysely<DB> | Transaction<DB>,
  entry: AuditEntry,
): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into audit_log (actor_kind, actor_id, actor_role, address, action, entity, entity_id, before, after)
    values (
      ${entry.actor.kind}, ${entry.actor.id ?? null}, ${entry.actor.role ?? null},
      ${entry.actor.address ?? null}, ${entry.action},
      ${entry.entity}, ${String(entry.entityId)},
      ${entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before)}::jsonb,
      ${entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after)}::jsonb
    )
    returning id`.execute(trx);
  return Number(rows[0]?.id);
}
