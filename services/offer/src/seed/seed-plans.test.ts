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
