import type { Eligibility } from '@courtage/contracts/offer/eligibility';
import type { Kysely } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { Formula, PostOption } from '../domain/catalog.ts';
import { eligibilityOf, loadFormulas, optionsOf } from '../repositories/load-catalog.ts';
import { findFormulaVersions } from '../repositories/plans-repository.ts';

/** What an offer shows of its formula: everything the immutable catalog pins by formula id. */
export type FormulaView = {
  provider: { code: string; name: string };
  plan: { id: string; code: string; name: string };
  tariffVersion: number;
  yearlyDiscountPercent: number;
  formula: Formula;
  /** Every option per post of the formula's plan version (an offer says which it took). */
  options: PostOption[];
  /** Whom the plan version is for. */
  eligibility: Eligibility;
};

export type FormulaViews = {
  /** The views of these formulas (unknown ids are left out). */
  get(formulaIds: readonly string[]): Promise<Map<string, FormulaView>>;
};

async function loadFormulaViews(db: Kysely<OfferDatabase>, ids: string[]): Promise<Map<string, FormulaView>> {
  const versions = await findFormulaVersions(db, ids);
  const formulas = await loadFormulas(db, [...new Set(versions.map((v) => v.version_id))]);
  const views = new Map<string, FormulaView>();
  for (const v of versions) {
    const formula = formulas.get(v.version_id)?.find((f) => f.id === v.formula_id);
    if (!formula) continue;
    views.set(v.formula_id, {
      provider: { code: v.insurer_code, name: v.insurer_name },
      plan: { id: v.plan_id, code: v.plan_code, name: v.plan_name },
      tariffVersion: v.version,
      yearlyDiscountPercent: Number(v.yearly_discount_percent),
      formula,
      options: optionsOf(v.options),
      eligibility: eligibilityOf(v.eligibility),
    });
  }
  return views;
}

/**
 * Formula views kept in memory once read: a formula, its version and their guarantees never
 * change (migration 0001's triggers), so a view is never stale. Only ids not seen yet are read,
 * in one round of queries.
 */
export function createFormulaViews(db: Kysely<OfferDatabase>): FormulaViews {
  const known = new Map<string, FormulaView>();
  return {
    async get(formulaIds) {
      const missing = [...new Set(formulaIds.filter((id) => !known.has(id)))];
      if (missing.length > 0)
        for (const [id, view] of await loadFormulaViews(db, missing)) known.set(id, view);
      const result = new Map<string, FormulaView>();
      for (const id of formulaIds) {
        const view = known.get(id);
        if (view) result.set(id, view);
      }
      return result;
    },
  };
}
