/** The offers columns toOfferSummary reads. */
export const OFFER_COLUMNS = [
  'offers.id',
  'offers.comparison_id',
  'offers.rank',
  'offers.state',
  'offers.monthly_cents',
  'offers.yearly_cents',
  'offers.meets_all_levels',
  'offers.snapshot',
  'offers.created_at',
] as const;
