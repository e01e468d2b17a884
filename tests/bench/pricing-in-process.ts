import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { WARRANTY_CATEGORIES } from '@courtage/contracts/offer/vocabulary';
import { catalogPlans } from '@courtage/offer/catalog-plans';
import { comparePlans, type WantedLevels } from '@courtage/offer/domain/compare-plans';
import { householdOf } from '@courtage/offer/domain/household';
import { SEED_PLANS } from '@courtage/offer/seed-catalog';
import { type LoadStats, summarize } from './stats.ts';

/**
 * The tariff engine alone, in this process: every seed plan (12 plans, 42 formulas) priced
 * for a couple with three children in Ajaccio, household built from the request each time.
 * One call at a time (it is synchronous CPU work), each timed.
 */
export function measurePricingInProcess(iterations = 20_000, warmup = 2_000): LoadStats {
  const plans = catalogPlans(SEED_PLANS);
  const request = sampleComparisonRequest();
  const wanted = Object.fromEntries(
    WARRANTY_CATEGORIES.map((c) => [c, request.warranties[c].level]),
  ) as WantedLevels;
  let sink = 0;
  const once = () => comparePlans(plans, householdOf(request), wanted, '2A')[0]!.monthlyCents;
  for (let i = 0; i < warmup; i++) sink += once();
  const latencies: number[] = [];
  const begin = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    sink += once();
    latencies.push(performance.now() - t0);
  }
  const stats = summarize(latencies, sink > 0 ? 0 : 1, performance.now() - begin);
  return stats;
}
