/**
 * The dashboard's period: two Paris calendar days ('YYYY-MM-DD', both included) kept in the URL
 * (`from`, `to`), the last 30 days by default.
 */
export type Period = { from: string; to: string };

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Paris (the day a broker in France is living), whatever the browser's zone. */
export function parisToday(now: Date = new Date()): string {
  return PARIS_DAY.format(now);
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day of `day`'s month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export const PERIOD_PRESETS = [
  {
    id: '7',
    label: '7 derniers jours',
    period: (today: string) => ({ from: addDays(today, -6), to: today }),
  },
  {
    id: '30',
    label: '30 derniers jours',
    period: (today: string) => ({ from: addDays(today, -29), to: today }),
  },
  { id: 'month', label: 'Ce mois-ci', period: (today: string) => ({ from: monthStart(today), to: today }) },
] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period the URL asks for; the last 30 days when it asks for none or for nonsense. */
export function readPeriod(params: URLSearchParams, today: string): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (ISO_DAY.test(from) && ISO_DAY.test(to)) return { from, to };
  return { from: addDays(today, -29), to: today };
}
