// Due dates shown in French, Paris time (instants from wall-clock times: @courtage/runtime/paris-time).

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
