import { listStaffRecipients, type StaffRecipient } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import type { Bus } from '@courtage/runtime/bus';
import type { Audience } from './notification-content.ts';

/** The active staff members an audience names (a disabled or deleted assignee: nobody). */
export async function resolveRecipients(
  bus: Pick<Bus, 'call'>,
  audience: Audience,
  correlationId: string,
): Promise<StaffRecipient[]> {
  const request = audience.to === 'staff' ? { staffIds: [audience.staffId] } : {};
  const { staff } = await bus.call(listStaffRecipients, request, { correlationId, timeoutMs: 5_000 });
  return staff;
}
