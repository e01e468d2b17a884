import { listStaffRecipients } from '@courtage/contracts/auth/list-staff-recipients.rpc';
import { AppError } from '@courtage/contracts/errors';
import { STAFF_OFFER_MESSAGES } from '@courtage/contracts/offer/staff-offer-forms';
import { requireAdminActor, requireStaffActor } from '@courtage/runtime/actor-checks';
import type { Bus, RpcMeta } from '@courtage/runtime/bus';

export type StaffMember = { id: string; name: string };

/** How long offer waits for auth's staff list (a back-office action, or an auto-assignment). */
const STAFF_LOOKUP_TIMEOUT_MS = 3000;

/**
 * Staff are auth's: offer asks auth (`auth.list-staff-recipients`, internal) for the active
 * members, all of them or those of `staffIds`. Names and ids only are kept here.
 */
export async function activeStaff(bus: Bus, meta: RpcMeta, staffIds?: string[]): Promise<StaffMember[]> {
  const { staff } = await bus.call(listStaffRecipients, staffIds ? { staffIds } : {}, {
    actor: meta.actor,
    correlationId: meta.correlationId,
    timeoutMs: STAFF_LOOKUP_TIMEOUT_MS,
  });
  return staff.map(({ id, name }) => ({ id, name }));
}

/**
 * The acting staff member, as auth knows them now: a staff actor (the gateway's guard) whose
 * account is still active. FORBIDDEN otherwise; `adminOnly` also needs the Admin role.
 */
export async function requireActiveStaff(
  bus: Bus,
  meta: RpcMeta,
  options: { adminOnly?: boolean } = {},
): Promise<StaffMember & { role: string }> {
  const actor = options.adminOnly ? requireAdminActor(meta) : requireStaffActor(meta);
  const [member] = await activeStaff(bus, meta, [actor.id]);
  if (!member) throw new AppError('FORBIDDEN', STAFF_OFFER_MESSAGES.forbidden);
  return { ...member, role: actor.role };
}
