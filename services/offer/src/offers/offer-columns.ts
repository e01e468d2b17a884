import { sql } from 'kysely';

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
  sql<string>`comparisons.start_date::text`.as('start_date'),
] as const;
