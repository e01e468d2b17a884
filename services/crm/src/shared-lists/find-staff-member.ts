import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import type { Bus, RpcMeta } from '@courtage/runtime/bus';

/**
 * The active staff member with this id as auth knows them (`auth.list-staff-recipients`), or
 * null when there is none or they are disabled. crm keeps the name on the record it writes.
 */
export async function findStaffMember(
  bus: Bus,
  staffId: string,
  meta: RpcMeta,
): Promise<{ id: string; name: string } | null> {
  const { staff } = await bus.call(
    listStaffRecipients,
    { staffIds: [staffId] },
    { correlationId: meta.correlationId, actor: meta.actor },
  );
  const member = staff.find((candidate) => candidate.id === staffId);
  return member ? { id: member.id, name: member.name } : null;
}

/** What an export or a list shows for a staff member auth no longer lists (disabled or deleted). */
export const FORMER_STAFF_NAME = 'Ancien membre de l’équipe';

/**
 * The names of these staff ids as auth knows them, in one call (a list page's assignees, a
 * compliance file's recorders); an id auth no longer lists reads `FORMER_STAFF_NAME`. While auth
 * does not answer, every name is undefined: the list is still served, the screen and the export
 * fall back to what they had before (the id).
 */
export async function staffNames(
  bus: Bus,
  staffIds: readonly string[],
  meta: RpcMeta,
): Promise<(staffId: string) => string | undefined> {
  const ids = [...new Set(staffIds)];
  if (ids.length === 0) return () => undefined;
  try {
    const { staff } = await bus.call(
      listStaffRecipients,
      { staffIds: ids },
      { correlationId: meta.correlationId, actor: meta.actor },
    );
    const names = new Map(staff.map((member) => [member.id, member.name]));
    return (staffId) => names.get(staffId) ?? FORMER_STAFF_NAME;
  } catch {
    return () => undefined;
  }
}
