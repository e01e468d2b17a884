import { reimbursementExamples } from '@courtage/contracts/offer/reimbursement';
import { WARRANTY_CATEGORIES } from '@courtage/contracts/offer/vocabulary';
import { describe, expect, it } from 'vitest';
import { bestOfferOfPlan, type WantedLevels } from '../domain/compare-plans.ts';
import { catalogPlans } from '../seed/catalog-plans.ts';
import { SEED_PLANS } from '../seed/seed-catalog.ts';
import { toOfferSummary, viewOf } from './offer-summary.ts';

const plans = catalogPlans(SEED_PLANS);
const hospitalOnly = Object.fromEntries(
  WARRANTY_CATEGORIES.map((c) => [c, c === 'hospitalization' ? 'Maximum' : 'Minimum']),
) as WantedLevels;
const couple = {
  regime: 'general' as const,
  adults: [
    { member: 'assure', age: 69 },
    { member: 'conjoint', age: 71 },
  ],
  children: [],
};

function summaryOf(code: string, regime: string, activity = 'retraite') {
  const offer = bestOfferOfPlan(plans.find((p) => p.code === code)!, couple, hospitalOnly, '13')!;
  const row = {
    id: '00000000-0000-4000-8000-000000000001',
    comparison_id: '00000000-0000-4000-8000-000000000002',
    rank: 1,
    state: 'proposed',
    formula_id: offer.formula.id,
    monthly_cents: offer.monthlyCents,
    yearly_cents: offer.yearlyCents,
    meets_all_levels: offer.meetsAllLevels,
    cover: offer.cover,
    option_codes: offer.options.map((o) => o.code),
    created_at: new Date('2026-11-28T10:00:00Z'),
    start_date: '2027-01-01',
    social_regime: regime,
    activity,
  };
  return { offer, summary: toOfferSummary(row, viewOf(offer)) };
}

describe('offer summary', () => {
  it('names the formula with its options and computes the examples on the lines it pays', () => {
    const { offer, summary } = summaryOf('ponant-senior', 'general');
    expect(summary.formula.name).toBe('Essentiel + Renfort Hospitalisation');
    expect(summary.options).toEqual([
      { code: 'renfort-hospi', name: 'Renfort Hospitalisation', category: 'hospitalization' },
    ]);
    expect(summary.examples).toEqual(reimbursementExamples(offer.guarantees, 'general'));
    // The option's 100 EUR room pays the 80 EUR night; Essentiel alone has no room.
    expect(summary.examples?.find((e) => e.code === 'hospitalisation-chambre')).toMatchObject({
      plan: 100,
      left: 0,
    });
    expect(summary.eligibilityNote).toMatch(/^Réservée aux 60 ans et plus/);
    expect(summary.madelin).toBe(false);
  });

  it('computes the examples for the regime of the comparison and tells a TNS about Madelin', () => {
    const local = summaryOf('azur-reference', 'alsace-moselle').summary;
    expect(local.examples?.find((e) => e.code === 'generaliste')).toMatchObject({ secu: 25, left: 2 });
    expect(local.eligibilityNote).toBeUndefined();
    expect(summaryOf('azur-reference', 'tns', 'tns').summary.madelin).toBe(true);
  });
});
