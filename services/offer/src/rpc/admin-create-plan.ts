import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { adminCreatePlan } from '@courtage/contracts/offer/admin-create-plan.rpc';
import { recordAudit } from '@courtage/runtime/audit/record-audit';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
// The plan forms the bus server checks these requests with (French messages, tariff rules).
import '@courtage/contracts/offer/plan-content-form';
import { requireAdminActor } from '@courtage/runtime/actor-checks';
import { planView, writePlanVersion } from '../plans/plan-versions.ts';
import { findInsurerIdByCode, insertPlan, isPlanCodeTaken } from '../repositories/plans-repository.ts';

/** `offer.admin-create-plan`: a new plan, version 1. Admin only. */
export function adminCreatePlanHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(adminCreatePlan, async ({ insurerCode, code, content }, meta) => {
    requireAdminActor(meta);
    const planId = await deps.db.transaction().execute(async (trx) => {
      const insurerId = await findInsurerIdByCode(trx, insurerCode);
      if (!insurerId) {
        throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, [
          { field: 'insurerCode', message: 'Assureur inconnu.' },
        ]);
      }
      if (await isPlanCodeTaken(trx, code))
        throw new AppError('CONFLICT', 'Ce code de formule est déjà utilisé.');
      const id = await insertPlan(trx, { insurerId, code, name: content.name });
      await writePlanVersion(trx, id, content, meta);
      await recordAudit(trx, {
        actor: meta.actor,
        action: 'create-plan',
        entity: 'plan',
        entityId: id,
        after: { insurerCode, code, content },
      });
      return id;
    });
    return planView(deps, planId);
  });
}
