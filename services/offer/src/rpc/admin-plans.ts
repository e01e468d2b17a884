import { AppError, INVALID_FIELDS_MESSAGE } from '@courtage/contracts/errors';
import { adminCreatePlan } from '@courtage/contracts/offer/admin-create-plan.rpc';
import { adminListPlans } from '@courtage/contracts/offer/admin-list-plans.rpc';
import { adminSetPlanStatus } from '@courtage/contracts/offer/admin-set-plan-status.rpc';
import { adminUpdatePlan } from '@courtage/contracts/offer/admin-update-plan.rpc';
import type { PlanContent } from '@courtage/contracts/offer/plan-admin';
import { type RpcHandler, type RpcMeta, rpcHandler } from '@courtage/runtime/bus';
import type { Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { OfferDeps } from '../deps.ts';
import type { Tariff } from '../domain/catalog.ts';
// The plan forms the bus server checks these requests with (French messages, tariff rules).
import '@courtage/contracts/offer/plan-content-form';
import { PLAN_NOT_FOUND_MESSAGE } from '@courtage/contracts/offer/plan-content-form';
import { insertPlanVersion } from '../repositories/insert-plan-version.ts';
import { loadPlanViews } from '../repositories/plan-views.ts';
import { requireStaff } from './require-staff.ts';

const PLAN_NOT_FOUND = PLAN_NOT_FOUND_MESSAGE;

const actorName = (meta: RpcMeta) => `${meta.actor.kind}:${meta.actor.id ?? 'unknown'}`;

async function writeVersion(
  trx: Transaction<OfferDatabase>,
  planId: string,
  content: PlanContent,
  meta: RpcMeta,
) {
  // Content without rules keeps the current version's (a client unaware of them must not
  // open a senior plan to everyone); a new plan without rules is open to everyone.
  const eligibility =
    content.eligibility ??
    (
      await trx
        .selectFrom('plans')
        .innerJoin('plan_versions', 'plan_versions.id', 'plans.current_version_id')
        .select('plan_versions.eligibility')
        .where('plans.id', '=', planId)
        .executeTakeFirst()
    )?.eligibility;
  await insertPlanVersion(trx, planId, {
    yearlyDiscountPercent: content.yearlyDiscountPercent,
    eligibility: (eligibility ?? undefined) as PlanContent['eligibility'],
    formulas: content.formulas.map((f) => ({ ...f, tariff: f.tariff as Tariff })),
    createdBy: actorName(meta),
  });
}

async function view(deps: OfferDeps, planId: string) {
  await deps.catalog.refresh();
  const [plan] = await loadPlanViews(deps.db, planId);
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  return plan;
}

/** `offer.admin-list-plans`, `-create-plan`, `-update-plan`, `-set-plan-status` (staff only). */
export function adminPlanHandlers(deps: OfferDeps): RpcHandler[] {
  return [
    rpcHandler(adminListPlans, async (_input, meta) => {
      requireStaff(meta);
      const insurers = await deps.db
        .selectFrom('insurers')
        .select(['code', 'name'])
        .orderBy('name')
        .execute();
      return { insurers, plans: await loadPlanViews(deps.db) };
    }),
    rpcHandler(adminCreatePlan, async ({ insurerCode, code, content }, meta) => {
      requireStaff(meta);
      const planId = await deps.db.transaction().execute(async (trx) => {
        const insurer = await trx
          .selectFrom('insurers')
          .select('id')
          .where('code', '=', insurerCode)
          .executeTakeFirst();
        if (!insurer) {
          throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, [
            { field: 'insurerCode', message: 'Assureur inconnu.' },
          ]);
        }
        const taken = await trx.selectFrom('plans').select('id').where('code', '=', code).executeTakeFirst();
        if (taken) throw new AppError('CONFLICT', 'Ce code de formule est déjà utilisé.');
        const { id } = await trx
          .insertInto('plans')
          .values({ insurer_id: insurer.id, code, name: content.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeVersion(trx, id, content, meta);
        return id;
      });
      return view(deps, planId);
    }),
    rpcHandler(adminUpdatePlan, async ({ planId, content }, meta) => {
      requireStaff(meta);
      await deps.db.transaction().execute(async (trx) => {
        const plan = await trx
          .selectFrom('plans')
          .select('id')
          .where('id', '=', planId)
          .forUpdate()
          .executeTakeFirst();
        if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
        await trx
          .updateTable('plans')
          .set({ name: content.name, updated_at: new Date() })
          .where('id', '=', planId)
          .execute();
        await writeVersion(trx, planId, content, meta);
      });
      return view(deps, planId);
    }),
    rpcHandler(adminSetPlanStatus, async ({ planId, status }, meta) => {
      requireStaff(meta);
      const updated = await deps.db
        .updateTable('plans')
        .set({ status, updated_at: new Date() })
        .where('id', '=', planId)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
      return view(deps, planId);
    }),
  ];
}
