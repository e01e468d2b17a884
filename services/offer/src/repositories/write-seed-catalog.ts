import type { Logger } from '@courtage/runtime/logger';
import { type Kysely, sql } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import { SEED_INSURERS, SEED_PLANS } from '../seed/seed-catalog.ts';
import { insertPlanVersion } from './insert-plan-version.ts';

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
        createdBy: 'seed',
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
    return added;
  });
}
