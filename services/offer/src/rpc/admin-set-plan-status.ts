import { AppError } from '@courtage/contracts/errors';
import { adminSetPlanStatus } from '@courtage/contracts/offer/admin-set-plan-status.rpc';
// Also the plan forms the bus server checks these requests with (French messages, tariff rules).
import { PLAN_NOT_FOUND_MESSAGE } from '@courtage/contracts/offer/plan-content-form';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { planView } from '../plans/plan-versions.ts';
import { setPlanStatus } from '../repositories/plans-repository.ts';

/** `offer.admin-set-plan-status`: retire a plan or put it back. Admin only. */
export function adminSetPlanStatusHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(adminSetPlanStatus, async ({ planId, status }, meta) => {
    requireAdminActor(meta);
    await deps.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('plans')
        .select('status')
        .where('id', '=', planId)
        .forUpdate()
        .executeTakeFirst();
      if (!before || !(await setPlanStatus(trx, planId, status)))
        throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'set-plan-status',
        entity: 'plan',
        entityId: planId,
        before: { status: before.status },
        after: { status },
      });
    });
    return planView(deps, planId);
  });
}
