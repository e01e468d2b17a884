// The plan forms the bus server checks these requests with (French messages, tariff rules).
import '@courtage/contracts/offer/plan-content-form';
import { adminPreviewPrice } from '@courtage/contracts/offer/admin-preview-price.rpc';
import { OPEN_ELIGIBILITY } from '@courtage/contracts/offer/eligibility';
import { requireStaffActor } from '@courtage/runtime/actor-checks';
import { type RpcHandler, rpcHandler } from '@courtage/runtime/bus';
import type { Plan, Tariff } from '../domain/catalog.ts';
import { bestOfferOfPlan, yearlyCents } from '../domain/compare-plans.ts';
import type { Household } from '../domain/household.ts';

/** `offer.admin-preview-price`: each formula of (unsaved) plan content priced for a sample household. */
export function adminPreviewPriceHandler(): RpcHandler {
  return rpcHandler(adminPreviewPrice, async ({ content, household }, meta) => {
    requireStaffActor(meta);
    const priced: Household = {
      regime: household.socialRegime,
      adults: household.adultAges.map((age, i) => ({ member: i === 0 ? 'assure' : 'conjoint', age })),
      children: [...household.childAges]
        .sort((a, b) => b - a)
        .map((age, i) => ({ member: `child${i + 1}`, age })),
    };
    const formulas = content.formulas.map((f, i) => ({
      ...f,
      id: `preview-${i}`,
      tariff: f.tariff as Tariff,
    }));
    const planOf = (subset: typeof formulas): Plan => ({
      id: 'preview',
      code: 'preview',
      name: content.name,
      insurer: { code: 'preview', name: 'preview' },
      versionId: 'preview',
      version: 0,
      yearlyDiscountPercent: content.yearlyDiscountPercent,
      // The preview prices the formulas for the sample household whatever the rules.
      eligibility: content.eligibility ?? OPEN_ELIGIBILITY,
      formulas: subset,
      options: content.options ?? [],
    });
    const chosen = bestOfferOfPlan(planOf(formulas), priced, household.wanted, household.departement);
    return {
      formulas: formulas.map((formula) => {
        const offer = bestOfferOfPlan(planOf([formula]), priced, household.wanted, household.departement)!;
        return {
          code: formula.code,
          name: formula.name,
          monthlyPrice: offer.monthlyCents / 100,
          yearlyPrice: yearlyCents(offer.monthlyCents, content.yearlyDiscountPercent) / 100,
          meetsAllLevels: offer.meetsAllLevels,
          cover: offer.cover,
          priceLines: offer.lines,
        };
      }),
      chosenFormulaCode: chosen?.formula.code ?? '',
    };
  });
}
