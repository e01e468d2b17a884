import type { Actor } from '@courtage/contracts/define';
import { offerAssigned } from '@courtage/contracts/offer/events';
import type { RpcMeta } from '@courtage/runtime/bus';
import { enqueueEvent } from '@courtage/runtime/outbox';
import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import { loadOfferEventContext } from '../offers/event-summary.ts';
import {
  countOpenCallbacks,
  lockAutoAssignment,
  lockOfferAssignment,
  updateOfferAssignee,
} from '../repositories/offers-repository.ts';
import { activeStaff, type StaffMember } from './staff-directory.ts';

/**
 * Gives a (locked) offer to `assignee` (null: nobody) inside the caller's transaction: the row
 * and `offer.offer.assigned` commit together. `assignedBy` is the staff member who did it, null
 * when offer did (auto-assignment).
 */
export async function setAssignee(
  trx: Transaction<OfferDatabase>,
  change: {
    offerId: string;
    assignee: StaffMember | null;
    assignedBy: string | null;
    correlationId: string;
    actor: Actor;
  },
): Promise<void> {
  const at = new Date();
  await updateOfferAssignee(trx, change.offerId, { assignee: change.assignee, at });
  const context = await loadOfferEventContext(trx, change.offerId);
  if (!context) throw new Error(`offer ${change.offerId} vanished inside its own transaction`);
  await enqueueEvent(
    trx,
    offerAssigned,
    {
      offerId: change.offerId,
      comparisonId: context.comparisonId,
      assigneeId: change.assignee?.id ?? null,
      assigneeName: change.assignee?.name ?? null,
      assignedBy: change.assignedBy,
      at: at.toISOString(),
      state: context.state,
      ...(context.booking ?? {}),
      offer: context.offer,
    },
    { correlationId: change.correlationId },
  );
}

/**
 * The active staff member with the fewest open call-backs (offers confirmed and assigned to
 * them); ties go to the one auth lists first (oldest account), so the choice is reproducible.
 */
export async function leastBusy(
  trx: Transaction<OfferDatabase>,
  staff: StaffMember[],
): Promise<StaffMember | null> {
  if (staff.length === 0) return null;
  const counts = await countOpenCallbacks(
    trx,
    staff.map((member) => member.id),
  );
  const openOf = new Map(counts.map((row) => [row.assignee_id, Number(row.open)]));
  let best: StaffMember | null = null;
  let bestOpen = Number.POSITIVE_INFINITY;
  for (const member of staff) {
    const open = openOf.get(member.id) ?? 0;
    if (open < bestOpen) {
      best = member;
      bestOpen = open;
    }
  }
  return best;
}

/**
 * After a call-back is confirmed (its own transaction, after the confirmation committed): the
 * offer goes to the active staff member with the fewest open call-backs. Auto-assignments are
 * serialised by an advisory lock so two confirmations at once see each other's count. When auth
 * does not answer or nobody is active, the offer stays unassigned (a broker takes it from the
 * list) and the confirmation itself is not affected.
 */
export async function autoAssignCallback(deps: OfferDeps, offerId: string, meta: RpcMeta): Promise<void> {
  try {
    const staff = await activeStaff(deps.bus, meta);
    if (staff.length === 0) {
      deps.logger.warn({ offerId }, 'no active staff member to assign the call-back to');
      return;
    }
    await deps.db.transaction().execute(async (trx) => {
      await lockAutoAssignment(trx);
      const offer = await lockOfferAssignment(trx, offerId);
      if (offer?.state !== 'confirmed' || offer.assignee_id) return;
      const assignee = await leastBusy(trx, staff);
      if (!assignee) return;
      await setAssignee(trx, {
        offerId,
        assignee,
        assignedBy: null,
        correlationId: meta.correlationId,
        actor: meta.actor,
      });
    });
  } catch (error) {
    deps.logger.error({ err: error, offerId }, 'call-back confirmed but not auto-assigned');
  }
}
