// Slots and due dates are Paris wall-clock times; BullMQ delays are milliseconds from now.

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Paris is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function parisOffsetMs(instant: number): number {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a Paris wall-clock time: `date` `YYYY-MM-DD`, `time` `HH:MM`. Null when
 * either is malformed. Slots are on business hours, never inside the DST switch at 2-3 am.
 */
export function parisInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  // The offset at the guess, then at the corrected instant (they differ only across a switch).
  const first = wall - parisOffsetMs(wall);
  return new Date(wall - parisOffsetMs(first));
}

const DATE_FR = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME_FR = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

/** `25/11/2026` for a `YYYY-MM-DD` calendar date (no time zone involved). */
export function frenchDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/** `25/11/2026 à 10:00`, Paris time, for an instant. */
export function frenchDateTime(instant: Date): string {
  return `${DATE_FR.format(instant)} à ${TIME_FR.format(instant)}`;
}
