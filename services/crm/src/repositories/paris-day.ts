import { sql } from 'kysely';

/** The instant a Paris calendar day (YYYY-MM-DD) starts, as SQL; `nextDay` for an inclusive end. */
export function parisDayStart(day: string, nextDay = false) {
  return nextDay
    ? sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`
    : sql<Date>`(${day}::date::timestamp AT TIME ZONE 'Europe/Paris')`;
}
