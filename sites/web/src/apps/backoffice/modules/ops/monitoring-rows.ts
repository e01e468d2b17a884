import type { MonitoringChart } from '@courtage/contracts/ops/monitoring';

const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** Paris wall-clock time of a point (the console is read in France). */
export function formatTime(ms: number): string {
  return TIME.format(new Date(ms));
}

/** One row per instant with a column per series, as recharts and the data table read them. */
export function chartRows(chart: MonitoringChart): ({ t: number } & Record<string, number | null>)[] {
  const rows = new Map<number, { t: number } & Record<string, number | null>>();
  for (const series of chart.series) {
    for (const point of series.points) {
      const row = rows.get(point.t) ?? ({ t: point.t } as { t: number } & Record<string, number | null>);
      row[series.name] = point.v;
      rows.set(point.t, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

const UNITS: Record<MonitoringChart['unit'], string> = {
  ms: 'ms',
  '/s': 'par seconde',
  messages: 'messages',
  s: 's',
};

/** The chart in one sentence for screen readers: each series' latest value. */
export function chartSummary(chart: MonitoringChart): string {
  if (chart.series.length === 0) return `${chart.title} : aucune mesure sur la dernière heure.`;
  const latest = chart.series.map((series) => {
    const measured = series.points.filter((point) => point.v !== null);
    const last = measured.reduce<(typeof measured)[number] | undefined>(
      (latest, point) => (!latest || point.t > latest.t ? point : latest),
      undefined,
    );
    return `${series.name} ${last ? `${last.v} ${UNITS[chart.unit]}` : 'sans mesure'}`;
  });
  return `${chart.title}, dernière valeur : ${latest.join(' ; ')}.`;
}
