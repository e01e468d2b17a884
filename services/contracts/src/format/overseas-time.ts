import { formatTimeFr } from './french-date.ts';

// Call-back slots are given in Paris time; a visitor whose postal code is overseas also reads
// them in their own time ('09:00' in Paris is 12 h 00 at La Réunion). Browser-safe: Intl only.

/** The time zone and the place's name of each overseas postal code prefix (3 digits). */
const OVERSEAS: Record<string, { zone: string; place: string }> = {
  '971': { zone: 'America/Guadeloupe', place: 'en Guadeloupe' },
  '972': { zone: 'America/Martinique', place: 'en Martinique' },
  '973': { zone: 'America/Cayenne', place: 'en Guyane' },
  '974': { zone: 'Indian/Reunion', place: 'à La Réunion' },
  '975': { zone: 'America/Miquelon', place: 'à Saint-Pierre-et-Miquelon' },
  '976': { zone: 'Indian/Mayotte', place: 'à Mayotte' },
  '977': { zone: 'America/St_Barthelemy', place: 'à Saint-Barthélemy' },
  '978': { zone: 'America/Marigot', place: 'à Saint-Martin' },
  '986': { zone: 'Pacific/Wallis', place: 'à Wallis-et-Futuna' },
  '987': { zone: 'Pacific/Tahiti', place: 'en Polynésie française' },
  '988': { zone: 'Pacific/Noumea', place: 'en Nouvelle-Calédonie' },
};

/** The overseas time zone of a postal code ('97410' -> Indian/Reunion), none for mainland France and Corsica. */
export function overseasZone(postalCode: string | null | undefined): { zone: string; place: string } | null {
  return OVERSEAS[(postalCode ?? '').trim().slice(0, 3)] ?? null;
}

const partsIn = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const PARIS = partsIn('Europe/Paris');

/** `{ date: 'YYYY-MM-DD', time: 'HH:MM' }` of an instant in a zone. */
function wallClock(format: Intl.DateTimeFormat, instant: number): { date: string; time: string } {
  const part = (type: string) => format.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The instant of a Paris wall-clock time (the Paris offset of that day, summer time included). */
function parisInstant(date: string, time: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const seen = wallClock(PARIS, asUtc);
  const offset = Date.parse(`${seen.date}T${seen.time}:00Z`) - asUtc;
  return asUtc - offset;
}

/**
 * A Paris slot in the visitor's overseas time: 'soit 12 h 00 à La Réunion', with the day when it
 * is another one there ('soit 02 h 00 le 24 novembre en Nouvelle-Calédonie'). Null for a postal
 * code that is not overseas.
 */
export function localTimeOfSlot(
  dateSlot: string,
  timeSlot: string,
  postalCode: string | null | undefined,
): string | null {
  const overseas = overseasZone(postalCode);
  if (!overseas || !/^\d{4}-\d{2}-\d{2}$/.test(dateSlot) || !/^\d{2}:\d{2}$/.test(timeSlot)) return null;
  const local = wallClock(partsIn(overseas.zone), parisInstant(dateSlot, timeSlot));
  const otherDay = local.date === dateSlot ? '' : ` le ${dayOfMonth(local.date)}`;
  return `soit ${formatTimeFr(local.time)}${otherDay} ${overseas.place}`;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

function dayOfMonth(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;
}
