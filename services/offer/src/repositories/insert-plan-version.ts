import type { Eligibility } from '@courtage/contracts/offer/eligibility';
import { sql, type Transaction } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { PostOption } from '../domain/catalog.ts';
import type { SeedFormula } from '../seed/seed-catalog.ts';

/**
 * Writes a new immutable version of a plan (its formulas and guarantees) and makes it
 * the plan's current version. Returns the version id.
 */
export async function insertPlanVersion(
  trx: Transaction<OfferDatabase>,
  planId: string,
  version: {
    yearlyDiscountPercent: number;
    /** Absent: open to everyone (stored as null). */
    eligibility?: Eligibility | undefined;
    formulas: Omit<SeedFormula, never>[];
    /** Options per post (modular plan); absent: none. */
    options?: PostOption[] | undefined;
    createdBy: string;
  },
): Promise<{ versionId: string; version: number }> {
  const last = await trx
    .selectFrom('plan_versions')
    .select((eb) => eb.fn.max('version').as('max'))
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  const number = Number(last?.max ?? 0) + 1;
  const { id: versionId } = await trx
    .insertInto('plan_versions')
    .values({
      plan_id: planId,
      version: number,
      // Callers rename the plan first (admin-plans), so this is the name of this version.
      plan_name: sql<string>`(select name from plans where id = ${planId})`,
      yearly_discount_percent: version.yearlyDiscountPercent,
      eligibility: version.eligibility ? JSON.stringify(version.eligibility) : null,
      created_by: version.createdBy,
      options: JSON.stringify(version.options ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, formula] of version.formulas.entries()) {
    const { id: formulaId } = await trx
      .insertInto('formulas')
      .values({
        plan_version_id: versionId,
        position,
        code: formula.code,
        name: formula.name,
        tariff: JSON.stringify(formula.tariff),
        waiting_periods: JSON.stringify(formula.waitingPeriods),
        contrat_responsable: formula.contratResponsable,
        hundred_percent_sante: formula.hundredPercentSante,
        ipid_title: formula.ipid.title,
        ipid_url: formula.ipid.url,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('guarantees')
      .values(
        formula.guarantees.map((g, i) => ({
          formula_id: formulaId,
          position: i,
          category: g.category,
          code: g.code,
          label: g.label,
          kind: g.kind,
          value: g.value,
          hundred_percent_sante: g.hundredPercentSante,
          yearly_ceiling: g.yearlyCeiling ?? null,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('plans')
    .set({ current_version_id: versionId, updated_at: new Date() })
    .where('id', '=', planId)
    .execute();
  return { versionId, version: number };
}
