import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { assignOffer } from '@courtage/contracts/offer/assign-offer.rpc';
import { assignOfferForm, STAFF_OFFER_MESSAGES } from '@courtage/contracts/offer/staff-offer-forms';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { setAssignee } from '../staff/assign-offer.ts';
import { activeStaff, requireActiveStaff } from '../staff/staff-directory.ts';
import { auditOfferAction, lockOfferForStaff, recheckStaffForm } from '../staff/staff-offer-actions.ts';

/** `offer.assign-offer`: to the actor, a colleague (active, checked with auth) or nobody. */
export function assignOfferHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(assignOffer, async (request, meta) => {
    recheckStaffForm(assignOfferForm, request);
    const staff = await requireActiveStaff(deps.bus, meta);
    let assignee = null;
    if (request.assigneeId === staff.id) assignee = { id: staff.id, name: staff.name };
    else if (request.assigneeId) {
      [assignee] = await activeStaff(deps.bus, meta, [request.assigneeId]);
      if (!assignee) {
        throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, [
          { field: 'assigneeId', message: STAFF_OFFER_MESSAGES.unknownAssignee },
        ]);
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      const offer = await lockOfferForStaff(trx, request.offerId);
      await setAssignee(trx, {
        offerId: request.offerId,
        assignee,
        assignedBy: staff.id,
        correlationId: meta.correlationId,
        actor: meta.actor,
      });
      await auditOfferAction(trx, meta, 'assign', request.offerId, {
        before: { assigneeId: offer.assignee_id, assigneeName: offer.assignee_name },
        after: { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null },
        actorName: staff.name,
      });
    });
    return { offerId: request.offerId, assignee };
  });
}
