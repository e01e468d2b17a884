import { addDays } from '@courtage/contracts/offer/dates';

/** The UTC offset of Europe/Paris at an instant, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name ?? '');
  if (!match) return 0;
  const hours = Number(match[1]);
  return hours * 60 + Math.sign(hours) * Number(match[2] ?? 0);
}

/** The instant of a Paris wall-clock time (`day` as YYYY-MM-DD). */
export function parisInstant(day: string, hour: number, minute = 0): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  return new Date(guess.getTime() - parisOffsetMinutes(guess) * 60_000);
}

/** The Paris calendar day of an instant. */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);
}

/** Monday to Friday. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first business day strictly after `day`, plus `extra` business days. */
export function nextBusinessDay(day: string, extra = 0): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return extra > 0 ? nextBusinessDay(next, extra - 1) : next;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
