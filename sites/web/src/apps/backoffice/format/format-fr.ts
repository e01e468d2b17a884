/**
 * French renderings of the back-office's dates and amounts, in Paris time whatever the
 * browser's zone: '24 novembre 2026 à 10 h 00', '1er décembre', '45,90 €'.
 */

const TIME_ZONE = 'Europe/Paris';

const DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: TIME_ZONE });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const HOUR_MINUTE = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** '1er' for the first of the month, as French writes it; the number otherwise. */
function withOrdinal(formatted: string): string {
  return formatted.replace(/^1(?=\s)/, '1er');
}

function parse(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A calendar day ('2026-12-01') is that day in Paris: noon UTC is the same day there.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

/** '1er décembre 2026'; '1er décembre' with `withYear: false`. Empty for a missing date. */
export function formatDateFr(
  value: string | Date | null | undefined,
  options: { withYear?: boolean } = {},
): string {
  if (!value) return '';
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return '';
  return withOrdinal((options.withYear === false ? DAY_MONTH : DAY_MONTH_YEAR).format(date));
}

/** '10:00' -> '10 h 00' (the slots and times of the back-office). */
export function formatTimeFr(time: string | null | undefined): string {
  if (!time) return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? `${match[1]} h ${match[2]}` : time;
}

/** '24 novembre 2026 à 10 h 00' (Paris time). */
export function formatDateTimeFr(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDateFr(date)} à ${formatTimeFr(HOUR_MINUTE.format(date))}`;
}

/** A call-back slot: '24 novembre 2026 à 10 h 00', the day alone when no time was chosen. */
export function formatSlotFr(
  dateSlot: string | null | undefined,
  timeSlot: string | null | undefined,
): string {
  if (!dateSlot) return '';
  return timeSlot ? `${formatDateFr(dateSlot)} à ${formatTimeFr(timeSlot)}` : formatDateFr(dateSlot);
}

/** '45,90 €' (the narrow no-break spaces of Intl kept). */
export function formatEuro(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : EURO.format(amount);
}

/** 0.125 -> '12,5 %'; '—' when there is nothing to divide (null). */
export function formatRatio(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? '—' : PERCENT.format(ratio);
}
