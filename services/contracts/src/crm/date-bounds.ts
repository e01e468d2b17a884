import { addDays, parisDate } from '../offer/dates.ts';

/**
 * The sensible range of each date a broker types in the CRM, one rule for the browser, the
 * gateway and the service (the forms' rules read these). "Today" is the Paris day.
 */

/** No company in the registers was founded before this day. */
export const EARLIEST_COMPANY_CREATION = '1800-01-01';

/** A quote is valid from today to at most this many days ahead. */
export const QUOTE_VALIDITY_MAX_DAYS = 366;

/** A task falls due at most this many days back (an overdue task edited) or ahead. */
export const TASK_DUE_PAST_DAYS = 366;
export const TASK_DUE_FUTURE_DAYS = 2 * 366;

/** Inclusive `YYYY-MM-DD` bounds, also the `min` and `max` of the form's date input. */
export type DateRange = { min: string; max: string };

export function companyCreationRange(now: Date = new Date()): DateRange {
  return { min: EARLIEST_COMPANY_CREATION, max: parisDate(now) };
}

export function quoteValidityRange(now: Date = new Date()): DateRange {
  const today = parisDate(now);
  return { min: today, max: addDays(today, QUOTE_VALIDITY_MAX_DAYS) };
}

export function taskDueRange(now: Date = new Date()): DateRange {
  const today = parisDate(now);
  return { min: addDays(today, -TASK_DUE_PAST_DAYS), max: addDays(today, TASK_DUE_FUTURE_DAYS) };
}
