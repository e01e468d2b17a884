import { TZDate } from '@date-fns/tz';

/** The time zone of the brokerage's call-back slots, due dates and business days. */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant of a Paris wall-clock time: `date` `YYYY-MM-DD`, `time` `HH:MM`. Null when
 * either is malformed. A time skipped by the spring switch is read past it (02:30 -> 03:30).
 */
export function parisInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    PARIS_TIME_ZONE,
  );
  return Number.isNaN(wall.getTime()) ? null : new Date(wall.getTime());
}

/** Paris wall-clock date and time of an instant: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function parisWallClock(instant: Date): { date: string; time: string } {
  const paris = new TZDate(instant.getTime(), PARIS_TIME_ZONE);
  return {
    date: `${paris.getFullYear()}-${pad(paris.getMonth() + 1)}-${pad(paris.getDate())}`,
    time: `${pad(paris.getHours())}:${pad(paris.getMinutes())}`,
  };
}
