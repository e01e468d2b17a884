import type { Logger } from '@courtage/runtime/logger';
import { type Kysely, sql } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { SEED_INSURERS, SEED_PLANS } from '../seed/seed-catalog.ts';
import { insertPlanVersion } from './insert-plan-version.ts';

/**
 * Who wrote the current seed's versions. The first seed ('seed') gave every insurer the same
 * guarantee table per level; a plan still at a version written by it gets the current seed's
 * content as a new version (offers priced on the old one keep it), an administrator's version is
 * never replaced.
 */
export const SEED_CREATED_BY = 'seed:2';
const OLD_SEEDS = ['seed'];

/**
 * Writes the fictional catalog (8 insurers, 12 plans) where missing: an insurer or a
 * plan already there (by code) is left as it is, so it is safe at every start and
 * never overwrites an administrator's changes. Returns the codes of the plans added.
 */
export async function seedCatalog(db: Kysely<OfferDatabase>, logger: Logger): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('offer-seed-catalog'))`.execute(trx);
    await trx
      .insertInto('insurers')
      .values(SEED_INSURERS.map((i) => ({ code: i.code, name: i.name })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const insurers = await trx.selectFrom('insurers').select(['id', 'code']).execute();
    const existing = new Set((await trx.selectFrom('plans').select('code').execute()).map((p) => p.code));
    const added: string[] = [];
    for (const plan of SEED_PLANS) {
      if (existing.has(plan.code)) continue;
      const insurerId = insurers.find((i) => i.code === plan.insurerCode)?.id;
      if (!insurerId) throw new Error(`unknown insurer ${plan.insurerCode}`);
      const { id } = await trx
        .insertInto('plans')
        .values({ insurer_id: insurerId, code: plan.code, name: plan.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertPlanVersion(trx, id, {
        yearlyDiscountPercent: plan.yearlyDiscountPercent,
        eligibility: plan.eligibility,
        formulas: plan.formulas,
        options: plan.options,
        createdBy: SEED_CREATED_BY,
      });
      added.push(plan.code);
    }
    if (added.length > 0) logger.info({ plans: added }, 'seed catalog written');
    // Versions the seed wrote before plans had rules get the seed's rules, once (migration 0013
    // allows exactly this update); an administrator's versions are left alone.
    for (const plan of SEED_PLANS) {
      await trx
        .updateTable('plan_versions')
        .set({ eligibility: JSON.stringify(plan.eligibility) })
        .where('created_by', '=', 'seed')
        .where('eligibility', 'is', null)
        .where('plan_id', 'in', (eb) => eb.selectFrom('plans').select('id').where('code', '=', plan.code))
        .execute();
    }
    const renewed: string[] = [];
    for (const plan of SEED_PLANS) {
      const current = await trx
        .selectFrom('plans')
        .innerJoin('plan_versions', 'plan_versions.id', 'plans.current_version_id')
        .select(['plans.id', 'plan_versions.created_by'])
        .where('plans.code', '=', plan.code)
        .executeTakeFirst();
      if (!current || !OLD_SEEDS.includes(current.created_by)) continue;
      await insertPlanVersion(trx, current.id, {
        yearlyDiscountPercent: plan.yearlyDiscountPercent,
        eligibility: plan.eligibility,
        formulas: plan.formulas,
        options: plan.options,
        createdBy: SEED_CREATED_BY,
      });
      renewed.push(plan.code);
    }
    if (renewed.length > 0) logger.info({ plans: renewed }, 'seed catalog renewed (own guarantee tables)');
    return added;
  });
}
