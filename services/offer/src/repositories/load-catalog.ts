import { type Eligibility, OPEN_ELIGIBILITY } from '@courtage/contracts/offer/eligibility';
import type { Guarantee } from '@courtage/contracts/offer/offer';
import type { Kysely } from 'kysely';
import type { OfferDatabase } from '../database-schema.ts';
import type { Formula, GuaranteeLine, Plan, PostOption, Tariff, WaitingPeriods } from '../domain/catalog.ts';

type FormulaRow = {
  id: string;
  plan_version_id: string;
  code: string;
  name: string;
  tariff: unknown;
  waiting_periods: unknown;
  contrat_responsable: boolean;
  hundred_percent_sante: boolean;
  ipid_title: string;
  ipid_url: string;
};

/** Formulas with their guarantees, by id (for the plans' versions given). */
export async function loadFormulas(
  db: Kysely<OfferDatabase>,
  versionIds: string[],
): Promise<Map<string, Formula[]>> {
  const byVersion = new Map<string, Formula[]>();
  if (versionIds.length === 0) return byVersion;
  const formulas: FormulaRow[] = await db
    .selectFrom('formulas')
    .selectAll()
    .where('plan_version_id', 'in', versionIds)
    .orderBy('position')
    .execute();
  const guarantees = await db
    .selectFrom('guarantees')
    .selectAll()
    .where(
      'formula_id',
      'in',
      formulas.map((f) => f.id),
    )
    .orderBy('position')
    .execute();
  const linesByFormula = new Map<string, GuaranteeLine[]>();
  for (const g of guarantees) {
    const list = linesByFormula.get(g.formula_id) ?? [];
    list.push({
      category: g.category as GuaranteeLine['category'],
      code: g.code,
      label: g.label,
      kind: g.kind as Guarantee['kind'],
      value: Number(g.value),
      hundredPercentSante: g.hundred_percent_sante,
      yearlyCeiling: g.yearly_ceiling === null ? null : Number(g.yearly_ceiling),
    });
    linesByFormula.set(g.formula_id, list);
  }
  for (const f of formulas) {
    const list = byVersion.get(f.plan_version_id) ?? [];
    list.push({
      id: f.id,
      code: f.code,
      name: f.name,
      tariff: f.tariff as Tariff,
      guarantees: linesByFormula.get(f.id) ?? [],
      waitingPeriods: f.waiting_periods as WaitingPeriods,
      contratResponsable: f.contrat_responsable,
      hundredPercentSante: f.hundred_percent_sante,
      ipid: { title: f.ipid_title, url: f.ipid_url },
    });
    byVersion.set(f.plan_version_id, list);
  }
  return byVersion;
}

/** A version's options per post ([] for a version without). */
export function optionsOf(value: unknown): PostOption[] {
  return Array.isArray(value) ? (value as PostOption[]) : [];
}

/** A version's rules; a version written before they existed is open to everyone. */
export function eligibilityOf(value: unknown): Eligibility {
  return (value as Eligibility | null) ?? OPEN_ELIGIBILITY;
}

/** Every active plan at its current version, ready for the engine. */
export async function loadActivePlans(db: Kysely<OfferDatabase>): Promise<Plan[]> {
  const rows = await db
    .selectFrom('plans')
    .innerJoin('insurers', 'insurers.id', 'plans.insurer_id')
    .innerJoin('plan_versions', 'plan_versions.id', 'plans.current_version_id')
    .select([
      'plans.id',
      'plans.code',
      'plans.name',
      'insurers.code as insurer_code',
      'insurers.name as insurer_name',
      'plan_versions.id as version_id',
      'plan_versions.version',
      'plan_versions.yearly_discount_percent',
      'plan_versions.eligibility',
      'plan_versions.options',
    ])
    .where('plans.status', '=', 'active')
    .orderBy('plans.code')
    .execute();
  const formulas = await loadFormulas(
    db,
    rows.map((r) => r.version_id),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    insurer: { code: r.insurer_code, name: r.insurer_name },
    versionId: r.version_id,
    version: r.version,
    yearlyDiscountPercent: Number(r.yearly_discount_percent),
    eligibility: eligibilityOf(r.eligibility),
    formulas: formulas.get(r.version_id) ?? [],
    options: optionsOf(r.options),
  }));
}
