/**
 * French renderings of dates and times, in Paris time whatever the machine's zone:
 * '1er décembre 2026', '24 novembre 2026 à 10 h 00'. Shared by the site, the back-office and
 * the emails so a date reads the same everywhere (browser-safe: Intl only).
 */

const TIME_ZONE = 'Europe/Paris';

// Building an Intl formatter costs ~50 µs: one of each for the whole process.
const DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: TIME_ZONE });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: TIME_ZONE });
const HOUR_MINUTE = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** '1er' for the first of the month, as French writes it; the number otherwise. */
function withOrdinal(formatted: string): string {
  return formatted.replace(/^1(?=\s)/, '1er');
}

function parse(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A calendar day ('2026-12-01') is that day in Paris: noon UTC is the same day there.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

/**
 * '1er décembre 2026'; '1er décembre' with `withYear: false`; 'mardi 1er décembre 2026' with
 * `withWeekday: true`. Empty for a missing or unreadable date.
 */
export function formatDateFr(
  value: string | Date | null | undefined,
  options: { withYear?: boolean; withWeekday?: boolean } = {},
): string {
  if (!value) return '';
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = withOrdinal((options.withYear === false ? DAY_MONTH : DAY_MONTH_YEAR).format(date));
  return options.withWeekday ? `${WEEKDAY.format(date)} ${day}` : day;
}

/** '10:00' -> '10 h 00' (slots and times). */
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
  options: { withWeekday?: boolean } = {},
): string {
  if (!dateSlot) return '';
  const day = formatDateFr(dateSlot, options);
  return timeSlot ? `${day} à ${formatTimeFr(timeSlot)}` : day;
}

const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** An instant as a French reader expects it in a spreadsheet: `24/11/2026 10:30`, Paris time. */
export function parisDateTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : PARIS_DATE_TIME.format(instant);
}
