import { adminListPlans } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { OfferDeps } from '../deps.ts';
import { loadPlanViews } from '../repositories/plan-views.ts';
import { listInsurers } from '../repositories/plans-repository.ts';

/** `offer.admin-list-plans`: every plan at its current version, and the insurers. Staff only. */
export function adminListPlansHandler(deps: OfferDeps): RpcHandler {
  return rpcHandler(adminListPlans, async (_input, meta) => {
    requireStaffActor(meta);
    const insurers = await listInsurers(deps.db);
    return { insurers, plans: await loadPlanViews(deps.db) };
  });
}
