import type { Kysely, Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';

// Plans, their insurers and formulas as the plan editor and the IPID route read and write them
// (plans/plan-versions.ts, rpc/admin-*-plan*.ts, rpc/get-ipid-document.ts).

type Db = Kysely<OfferDatabase> | Transaction<OfferDatabase>;

/** The eligibility rules of the plan's current version; null for an unknown plan. */
export async function findCurrentEligibility(trx: Db, planId: string) {
  const row = await trx
    .selectFrom('plans')
    .innerJoin('plan_versions', 'plan_versions.id', 'plans.current_version_id')
    .select('plan_versions.eligibility')
    .where('plans.id', '=', planId)
    .executeTakeFirst();
  return row ? row.eligibility : null;
}

/** The options per post of the plan's current version ([] when none or an unknown plan). */
export async function findCurrentOptions(trx: Db, planId: string): Promise<unknown> {
  const row = await trx
    .selectFrom('plans')
    .innerJoin('plan_versions', 'plan_versions.id', 'plans.current_version_id')
    .select('plan_versions.options')
    .where('plans.id', '=', planId)
    .executeTakeFirst();
  return row?.options ?? [];
}

/** Locks the plan row (FOR UPDATE); false for an unknown plan. */
export async function lockPlan(trx: Transaction<OfferDatabase>, planId: string): Promise<boolean> {
  const plan = await trx
    .selectFrom('plans')
    .select('id')
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirst();
  return plan !== undefined;
}

/** Renames the plan. */
export async function renamePlan(
  trx: Transaction<OfferDatabase>,
  planId: string,
  name: string,
): Promise<void> {
  await trx.updateTable('plans').set({ name, updated_at: new Date() }).where('id', '=', planId).execute();
}

/** Retires a plan or puts it back; false for an unknown plan. */
export async function setPlanStatus(db: Db, planId: string, status: 'active' | 'retired'): Promise<boolean> {
  const updated = await db
    .updateTable('plans')
    .set({ status, updated_at: new Date() })
    .where('id', '=', planId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Every insurer, by name. */
export async function listInsurers(db: Db) {
  return db.selectFrom('insurers').select(['code', 'name']).orderBy('name').execute();
}

/** The insurer's id; null for an unknown code. */
export async function findInsurerIdByCode(db: Db, insurerCode: string): Promise<string | null> {
  const insurer = await db
    .selectFrom('insurers')
    .select('id')
    .where('code', '=', insurerCode)
    .executeTakeFirst();
  return insurer?.id ?? null;
}

/** Whether a plan already has this code. */
export async function isPlanCodeTaken(db: Db, code: string): Promise<boolean> {
  const taken = await db.selectFrom('plans').select('id').where('code', '=', code).executeTakeFirst();
  return taken !== undefined;
}

/** A new plan (no version yet); returns its id. */
export async function insertPlan(
  trx: Transaction<OfferDatabase>,
  plan: { insurerId: string; code: string; name: string },
): Promise<string> {
  const { id } = await trx
    .insertInto('plans')
    .values({ insurer_id: plan.insurerId, code: plan.code, name: plan.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The formula linking to this IPID path in the newest version; null when none does. */
export async function findFormulaIdByIpidUrl(db: Db, ipidUrl: string): Promise<string | null> {
  const row = await db
    .selectFrom('formulas')
    .innerJoin('plan_versions', 'plan_versions.id', 'formulas.plan_version_id')
    .select('formulas.id')
    .where('formulas.ipid_url', '=', ipidUrl)
    .orderBy('plan_versions.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Each formula's plan version, plan and insurer (unknown ids are left out). */
export async function findFormulaVersions(db: Db, formulaIds: string[]) {
  return db
    .selectFrom('formulas')
    .innerJoin('plan_versions', 'plan_versions.id', 'formulas.plan_version_id')
    .innerJoin('plans', 'plans.id', 'plan_versions.plan_id')
    .innerJoin('insurers', 'insurers.id', 'plans.insurer_id')
    .select([
      'formulas.id as formula_id',
      'plan_versions.id as version_id',
      'plan_versions.version',
      'plan_versions.yearly_discount_percent',
      'plan_versions.plan_name',
      'plan_versions.options',
      'plan_versions.eligibility',
      'plans.id as plan_id',
      'plans.code as plan_code',
      'insurers.code as insurer_code',
      'insurers.name as insurer_name',
    ])
    .where('formulas.id', 'in', formulaIds)
    .execute();
}
