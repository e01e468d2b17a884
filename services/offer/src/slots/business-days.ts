import { addDays } from '@courtage/contracts/offer/dates';
import { parisWallClock } from '@courtage/runtime/paris-time';

/** Easter Sunday of `year` (anonymous Gregorian algorithm), `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The 11 national public holidays of metropolitan France in `year`. */
export function frenchPublicHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  return new Set([
    ...['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((d) => `${year}-${d}`),
    addDays(easter, 1), // lundi de Pâques
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // lundi de Pentecôte
  ]);
}

// Each slot listing asks about a few days: the holidays of a year are computed once.
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = frenchPublicHolidays(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** True from Monday to Friday, public holidays excluded. */
export function isBusinessDay(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(y).has(date);
}

// Every slot listing asks for the same few spans (today, 1 to 10 days): the last ones are kept.
const MAX_SPANS = 64;
const spans = new Map<string, readonly string[]>();

/** The first `count` business days on or after `from`. */
export function businessDaysFrom(from: string, count: number): string[] {
  const key = `${from}/${count}`;
  const known = spans.get(key);
  if (known) return [...known];
  const days: string[] = [];
  for (let date = from; days.length < count; date = addDays(date, 1))
    if (isBusinessDay(date)) days.push(date);
  if (spans.size >= MAX_SPANS) spans.clear();
  spans.set(key, days);
  return [...days];
}

// Paris is a whole number of hours from UTC: the wall clock of a UTC minute is that of its
// every instant, so the last minute's is reused (a time-zone conversion on every listing costs).
let lastMinute = Number.NaN;
let lastClock = { date: '', time: '' };

/** Paris wall-clock date and time of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function parisNow(instant: Date = new Date()): { date: string; time: string } {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastClock = parisWallClock(instant);
    lastMinute = minute;
  }
  return { ...lastClock };
}

/** True when the slot starts at or before `now` (Paris time). */
export function isPast(date: string, time: string, now: { date: string; time: string }): boolean {
  return date < now.date || (date === now.date && time <= now.time);
}
