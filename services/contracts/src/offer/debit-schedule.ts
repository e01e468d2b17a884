// What each direct debit of a subscription takes and when the first one falls, from the
// offer's prices, the payment frequency and collection day the subscriber chose, and the start
// date. Browser-safe (no TypeBox): the emails and the site say the same.

/** Months each debit pays for, by payment frequency (vocabulary.ts PAYMENT_FREQUENCIES). */
const MONTHS_PER_DEBIT: Record<string, number> = { Mensuel: 1, Trimestriel: 3, Semestriel: 6, Annuel: 12 };
/** The day of the month of each collection date (COLLECTION_DATES). */
const COLLECTION_DAY: Record<string, number> = { Le5: 5, Le10: 10, Le15: 15 };

export type DebitSchedule = {
  /** Euros taken at each debit (cents rounded). */
  amountPerDebit: number;
  /** `YYYY-MM-DD` of the first debit. */
  firstDebitDate: string;
};

/**
 * The amount of each debit: the monthly price times the months it pays for; the yearly price
 * (its discount included) when paid once a year. The first debit: the chosen collection day of
 * the start date's month, or of the next month when that day comes before the start date
 * (premiums are paid for the period ahead, never before the cover starts). Null for a frequency
 * or collection date it does not know.
 */
export function debitSchedule(input: {
  monthlyPrice: number;
  yearlyPrice: number;
  frequency: string;
  collectionDate: string;
  startDate: string;
}): DebitSchedule | null {
  const months = MONTHS_PER_DEBIT[input.frequency];
  const day = COLLECTION_DAY[input.collectionDate];
  const start = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.startDate);
  if (months === undefined || day === undefined || !start) return null;
  const amount = months === 12 ? input.yearlyPrice : input.monthlyPrice * months;
  const [year, month, startDay] = [Number(start[1]), Number(start[2]), Number(start[3])];
  const first = new Date(Date.UTC(year, month - 1 + (startDay > day ? 1 : 0), day));
  return {
    amountPerDebit: Math.round(amount * 100) / 100,
    firstDebitDate: first.toISOString().slice(0, 10),
  };
}
