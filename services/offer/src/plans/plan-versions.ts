import { AppError } from '@courtage/contracts/errors';
import type { PlanContent } from '@courtage/contracts/offer/plan-admin';
import { PLAN_NOT_FOUND_MESSAGE } from '@courtage/contracts/offer/plan-content-form';
import type { RpcMeta } from '@courtage/runtime/bus';
import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import type { Tariff } from '../domain/catalog.ts';
import { insertPlanVersion } from '../repositories/insert-plan-version.ts';
import { optionsOf } from '../repositories/load-catalog.ts';
import { loadPlanViews } from '../repositories/plan-views.ts';
import { findCurrentEligibility, findCurrentOptions } from '../repositories/plans-repository.ts';

// What the plan editor's RPCs share (rpc/admin-create-plan.ts, admin-update-plan.ts,
// admin-set-plan-status.ts).

const actorName = (meta: RpcMeta) => `${meta.actor.kind}:${meta.actor.id ?? 'unknown'}`;

/** A new version of a plan from the editor's content, by this actor. */
export async function writePlanVersion(
  trx: Transaction<OfferDatabase>,
  planId: string,
  content: PlanContent,
  meta: RpcMeta,
) {
  // Content without rules keeps the current version's (a client unaware of them must not
  // open a senior plan to everyone); a new plan without rules is open to everyone.
  const eligibility = content.eligibility ?? (await findCurrentEligibility(trx, planId));
  await insertPlanVersion(trx, planId, {
    yearlyDiscountPercent: content.yearlyDiscountPercent,
    eligibility: (eligibility ?? undefined) as PlanContent['eligibility'],
    formulas: content.formulas.map((f) => ({ ...f, tariff: f.tariff as Tariff })),
    // Content without options keeps the plan's (an older editor); [] removes them.
    options: content.options ?? optionsOf(await findCurrentOptions(trx, planId)),
    createdBy: actorName(meta),
  });
}

/** The plan as the editor shows it, once the comparator's catalog has its change. */
export async function planView(deps: OfferDeps, planId: string) {
  await deps.catalog.refresh();
  const [plan] = await loadPlanViews(deps.db, planId);
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
  return plan;
}
