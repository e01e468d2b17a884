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
