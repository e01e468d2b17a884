import type { PlanView } from '@courtage/contracts/offer/plan-admin';
import type { Kysely } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { eligibilityOf, loadFormulas, optionsOf } from './load-catalog.ts';

/** Plans at their current version, as the admin screen edits them (all, or one by id). */
export async function loadPlanViews(db: Kysely<OfferDatabase>, planId?: string): Promise<PlanView[]> {
  let query = db
    .selectFrom('plans')
    .innerJoin('insurers', 'insurers.id', 'plans.insurer_id')
    .innerJoin('plan_versions', 'plan_versions.id', 'plans.current_version_id')
    .select([
      'plans.id',
      'plans.code',
      'plans.name',
      'plans.status',
      'insurers.code as insurer_code',
      'insurers.name as insurer_name',
      'plan_versions.id as version_id',
      'plan_versions.version',
      'plan_versions.yearly_discount_percent',
      'plan_versions.created_at as version_created_at',
      'plan_versions.eligibility',
      'plan_versions.options',
    ])
    .orderBy('insurers.name')
    .orderBy('plans.name');
  if (planId) query = query.where('plans.id', '=', planId);
  const rows = await query.execute();
  const formulas = await loadFormulas(
    db,
    rows.map((r) => r.version_id),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    insurer: { code: r.insurer_code, name: r.insurer_name },
    status: r.status,
    version: r.version,
    versionCreatedAt: r.version_created_at.toISOString(),
    name: r.name,
    yearlyDiscountPercent: Number(r.yearly_discount_percent),
    eligibility: eligibilityOf(r.eligibility),
    formulas: (formulas.get(r.version_id) ?? []).map(({ id: _id, ...formula }) => formula),
    options: optionsOf(r.options),
  }));
}
