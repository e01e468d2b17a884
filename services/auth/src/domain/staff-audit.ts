import type { Actor } from '@courtage/contracts/define';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import type { Kysely, Transaction } from 'kysely';
import type { AuthDatabase } from '../database-schema.ts';

/** A staff account as the audit trail shows it: never a password hash nor a secret. */
export function auditedStaff(row: { email: string; name: string; role: string; disabled_at: Date | null }) {
  return { email: row.email, name: row.name, role: row.role, disabled: row.disabled_at !== null };
}

/**
 * One entry of the staff audit trail (entity `staff`, id the account's, or the email typed when
 * no account matches a failed sign-in), in the caller's transaction when one is given.
 */
export async function auditStaff(
  db: Kysely<AuthDatabase> | Transaction<AuthDatabase>,
  entry: { actor: Actor; action: string; staffId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordAudit(db, {
    actor: entry.actor,
    action: entry.action,
    entity: 'staff',
    entityId: entry.staffId,
    before: entry.before,
    after: entry.after,
  });
}

/** The actor of a sign-in: the account once it is known, with the address the request came from. */
export function signingInActor(meta: { actor: Actor }, staff: { id: string; role: string } | null): Actor {
  const address = meta.actor.address;
  if (!staff) return { kind: 'visitor', ...(address ? { address } : {}) };
  return { kind: 'admin', id: staff.id, role: staff.role, ...(address ? { address } : {}) };
}
