import { checkForm } from '@courtage/contracts/form/define-form';
import { planContentForm } from '@courtage/contracts/offer/plan-content-form';
import { describe, expect, it } from 'vitest';
import { SEED_PLANS } from './seed-catalog.ts';

describe('seed catalog', () => {
  it('passes the plan form an administrator fills in (prices, age bands, zones, regimes)', () => {
    for (const plan of SEED_PLANS) {
      const content = {
        name: plan.name,
        yearlyDiscountPercent: plan.yearlyDiscountPercent,
        formulas: plan.formulas,
      };
      expect(checkForm(planContentForm, content), plan.code).toEqual([]);
    }
  });
});

describe('seed guarantee tables', () => {
  const tableOf = (plan: (typeof SEED_PLANS)[number], formulaCode: string) =>
    JSON.stringify(
      plan.formulas
        .find((f) => f.code === formulaCode)
        ?.guarantees.map((g) => [g.code, g.value, g.yearlyCeiling]),
    );

  it('gives each insurer its own table at the same level, not one table per level', () => {
    for (const level of ['minimum', 'moyen', 'fort']) {
      const plans = SEED_PLANS.filter((p) => p.formulas.some((f) => f.code === level));
      const tables = new Set(plans.map((p) => tableOf(p, level)));
      expect(tables.size, level).toBe(plans.length);
    }
  });

  it('has insurers strong in optics, strong in hospital and cheap with low dental', () => {
    const value = (code: string, formula: string, line: string) =>
      SEED_PLANS.find((p) => p.code === code)
        ?.formulas.find((f) => f.code === formula)
        ?.guarantees.find((g) => g.code === line)?.value;
    expect(value('lumen-equilibre', 'moyen', 'glasses')).toBeGreaterThan(
      value('azur-reference', 'moyen', 'glasses')!,
    );
    expect(value('terra-rurale', 'moyen', 'private-room')).toBeGreaterThan(
      value('azur-reference', 'moyen', 'private-room')!,
    );
    expect(value('hexa-essentielle', 'moyen', 'dental-prostheses')).toBeLessThan(
      value('azur-reference', 'moyen', 'dental-prostheses')!,
    );
  });
});
