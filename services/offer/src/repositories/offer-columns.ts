import { sql } from 'kysely';

/** The comparison's start date as the API gives it ('YYYY-MM-DD'), for queries joining `comparisons`. */
export const COMPARISON_START_DATE = sql<string>`comparisons.start_date::text`.as('start_date');

/** The main insured's social regime of the comparison (the reimbursement examples depend on it). */
export const COMPARISON_SOCIAL_REGIME = sql<string>`comparisons.members->>'socialRegime'`.as('social_regime');

/** The main insured's activity of the comparison (a TNS is told about the loi Madelin). */
export const COMPARISON_ACTIVITY = sql<string>`comparisons.members->>'activity'`.as('activity');

/** The columns toOfferSummary reads, from `offers` joined with its `comparisons` row. */
export const OFFER_COLUMNS = [
  'offers.id',
  'offers.comparison_id',
  'offers.rank',
  'offers.state',
  'offers.formula_id',
  'offers.monthly_cents',
  'offers.yearly_cents',
  'offers.meets_all_levels',
  'offers.cover',
  'offers.option_codes',
  'offers.created_at',
  COMPARISON_START_DATE,
  COMPARISON_SOCIAL_REGIME,
  COMPARISON_ACTIVITY,
] as const;
