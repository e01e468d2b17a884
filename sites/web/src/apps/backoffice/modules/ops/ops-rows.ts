import type { ListPage } from '../../../../lib/gateway/list-request.ts';

/**
 * One DataList page from rows the console already holds (the overview is one small answer): the
 * list's query (`sort`, `direction`, `limit`, `cursor` = offset, and equality filters) applied
 * here, as a list route would.
 */
export function pageOf<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  query: URLSearchParams,
  filterNames: readonly (keyof Row & string)[] = [],
): ListPage<Row> {
  const filtered = rows.filter((row) =>
    filterNames.every((name) => {
      const wanted = query.get(name);
      return !wanted || String(row[name] ?? '') === wanted;
    }),
  );
  const field = query.get('sort');
  const sign = query.get('direction') === 'desc' ? -1 : 1;
  const sorted = field
    ? [...filtered].sort((a, b) => {
        const x = a[field];
        const y = b[field];
        if (x === y) return 0;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
        return String(x).localeCompare(String(y), 'fr') * sign;
      })
    : filtered;
  const limit = Math.max(1, Number(query.get('limit')) || 20);
  const offset = Math.max(0, Number(query.get('cursor')) || 0);
  const next = offset + limit;
  return {
    rows: sorted.slice(offset, next),
    nextCursor: next < sorted.length ? String(next) : null,
    total: sorted.length,
  };
}

/** '3 min', '2 h 05', '4 j' : how long a process has run, or an event has waited. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) {
    const minutes = Math.floor((seconds % 3600) / 60);
    return `${Math.floor(seconds / 3600)} h ${String(minutes).padStart(2, '0')}`;
  }
  return `${Math.floor(seconds / 86_400)} j`;
}

/** The French names of the processes and of BullMQ's states. */
export const PROCESS_LABELS: Record<string, string> = {
  gateway: 'Passerelle (API)',
  auth: 'Authentification',
  offer: 'Offres',
  crm: 'CRM',
  notification: 'Notifications',
};

export const EMAIL_STATE_LABELS: Record<string, string> = {
  waiting: 'En attente',
  active: 'En cours',
  delayed: 'Différés',
  completed: 'Envoyés',
  failed: 'En échec',
  paused: 'En pause',
};
