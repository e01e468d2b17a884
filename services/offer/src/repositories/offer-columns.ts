import { sql } from 'kysely';

/** The comparison's start date as the API gives it ('YYYY-MM-DD'), for queries joining `comparisons`. */
export const COMPARISON_START_DATE = sql<string>`comparisons.start_date::text`.as('start_date');

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
  'offers.created_at',
  COMPARISON_START_DATE,
] as const;
