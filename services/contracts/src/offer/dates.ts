/** Calendar dates as `YYYY-MM-DD` strings (no time zone): browser-safe helpers. */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/**
 * An existing calendar date `YYYY-MM-DD` as a JSON Schema pattern (2026-02-30, 2026-13-01 and
 * 2025-02-29 fail; 2024-02-29 and 2000-02-29 pass): a filter PostgreSQL reads as a `date` must
 * be one, or the service answers 500 where the visitor deserves a 400. A pattern, not a rule,
 * so that the gateway's query-string check, the bus and the OpenAPI document all hold it.
 */
export const CALENDAR_DATE_PATTERN =
  '^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// The comparator form's rules ask about the same few dates many times per check (each birth
// date and the start date, rule after rule), at the gateway and in the offer service: the
// answers are kept (pure functions of their text; the map is emptied past a few hundred).
const KEPT_ANSWERS = 512;
const isoDateAnswers = new Map<string, boolean>();

/** True for an existing calendar date written `YYYY-MM-DD` (2024-02-30 is false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const known = isoDateAnswers.get(value);
  if (known !== undefined) return known;
  const answer = isIsoDateText(value);
  if (isoDateAnswers.size >= KEPT_ANSWERS) isoDateAnswers.clear();
  isoDateAnswers.set(value, answer);
  return answer;
}

function isIsoDateText(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Age in whole years on `on` of someone born on `birthDate` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, on: string): number {
  // Read in place (no split arrays): the comparator's rules and pricing ask this many times.
  let age = Number(on.slice(0, 4)) - Number(birthDate.slice(0, 4));
  const monthDay = Number(on.slice(5, 7)) * 100 + Number(on.slice(8, 10));
  const birthMonthDay = Number(birthDate.slice(5, 7)) * 100 + Number(birthDate.slice(8, 10));
  if (monthDay < birthMonthDay) age -= 1;
  return age;
}

// Building an Intl formatter costs ~50 µs: one for the whole process.
const PARIS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Formatting still costs a few µs per call, several times per request: the last second's answer
// is kept (a date cannot change within one second).
let lastSecond = Number.NaN;
let lastDate = '';

/** The date of `instant` in Paris, `YYYY-MM-DD`. */
export function parisDate(instant: Date = new Date()): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== lastSecond) {
    lastDate = PARIS_DATE.format(instant);
    lastSecond = second;
  }
  return lastDate;
}

/** The 1st of the month after `today` (`YYYY-MM-DD`): the default start date. */
export function firstOfNextMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

// The rules ask for today + 366 days several times per check: the last answer is kept.
let lastAdded = { date: '', days: Number.NaN, result: '' };

/** `date` plus `days` days (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  if (date === lastAdded.date && days === lastAdded.days) return lastAdded.result;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const result = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  lastAdded = { date, days, result };
  return result;
}
