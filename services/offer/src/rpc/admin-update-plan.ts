import { AppError } from '@courtage/contracts/errors';
import { adminUpdatePlan } from '@courtage/contracts/offer/admin-update-plan.rpc';
// Also the plan forms the bus server checks these requests with (French messages, tariff rules).
import { PLAN_NOT_FOUND_MESSAGE } from '@courtage/contracts/offer/plan-content-form';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { planView, writePlanVersion } from '../plans/plan-versions.ts';
import { lockPlan, renamePlan } from '../repositories/plans-repository.ts';

/** `offer.admin-update-plan`: a new version of a plan (offers already made keep theirs). Admin only. */
export function adminUpdatePlanHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(adminUpdatePlan, async ({ planId, content }, meta) => {
    requireAdminActor(meta);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await lockPlan(trx, planId))) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
      await renamePlan(trx, planId, content.name);
      await writePlanVersion(trx, planId, content, meta);
      // The previous content stays readable in the plan's versions; the entry holds the new one.
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'update-plan',
        entity: 'plan',
        entityId: planId,
        after: { content },
      });
    });
    return planView(deps, planId);
  });
}
