import type { DashboardReply } from '@courtage/contracts/crm/dashboard.rpc';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDateFr, formatEuro } from '../../format/format-fr.ts';

// The token colours (backoffice.css): SVG attributes do not read CSS variables everywhere.
const BLUE = '#0b5cad';
const GREEN = '#1e6b34';
const AMBER = '#7a4a00';

type Split = DashboardReply['byInsurer'][number];

/**
 * A chart and its text alternative: the figure's caption names it, the chart is one image for
 * screen readers (with a one-line summary), and the same figures are in a table under 'Voir les
 * données' for anyone who would rather read.
 */
export function ChartFigure(props: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="bo-card" aria-labelledby={`${props.id}-caption`}>
      <figcaption id={`${props.id}-caption`}>
        <h2>{props.title}</h2>
      </figcaption>
      <div className="bo-chart" role="img" aria-label={props.summary}>
        {props.chart}
      </div>
      <details className="bo-details">
        <summary>Voir les données</summary>
        <div className="bo-table-wrap">{props.table}</div>
      </details>
    </figure>
  );
}

const shortDay = (day: string) => formatDateFr(day, { withYear: false });

export function TrendChart({ trend }: { trend: DashboardReply['trend'] }) {
  const totals = trend.reduce(
    (sum, day) => ({
      comparisons: sum.comparisons + day.comparisons,
      confirmedCallbacks: sum.confirmedCallbacks + day.confirmedCallbacks,
      subscriptions: sum.subscriptions + day.subscriptions,
    }),
    { comparisons: 0, confirmedCallbacks: 0, subscriptions: 0 },
  );
  return (
    <ChartFigure
      id="chart-trend"
      title="Évolution par jour"
      summary={`Sur ${trend.length} jours : ${totals.comparisons} comparaisons, ${totals.confirmedCallbacks} rappels confirmés, ${totals.subscriptions} souscriptions.`}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={trend} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={24} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={(day) => formatDateFr(String(day))} />
            <Legend />
            <Line type="monotone" dataKey="comparisons" name="Comparaisons" stroke={BLUE} dot={false} />
            <Line
              type="monotone"
              dataKey="confirmedCallbacks"
              name="Rappels confirmés"
              stroke={AMBER}
              dot={false}
            />
            <Line type="monotone" dataKey="subscriptions" name="Souscriptions" stroke={GREEN} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">Jour</th>
              <th scope="col">Comparaisons</th>
              <th scope="col">Rappels confirmés</th>
              <th scope="col">Souscriptions</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDateFr(day.date)}</th>
                <td className="is-numeric">{day.comparisons}</td>
                <td className="is-numeric">{day.confirmedCallbacks}</td>
                <td className="is-numeric">{day.subscriptions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Confirmed call-backs and subscriptions split by insurer or by insurance line. */
export function SplitChart({ id, title, split }: { id: string; title: string; split: readonly Split[] }) {
  const summary =
    split.length === 0
      ? 'Aucune activité sur la période.'
      : split
          .map(
            (entry) =>
              `${entry.label} : ${entry.confirmedCallbacks} rappels, ${entry.subscriptions} souscriptions`,
          )
          .join(' ; ');
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={summary}
      chart={
        split.length === 0 ? (
          <p className="app-empty">Les données n’existent pas!</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={split as Split[]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" interval={0} />
              <YAxis allowDecimals={false} width={40} />
              <Tooltip />
              <Legend />
              <Bar dataKey="confirmedCallbacks" name="Rappels confirmés" fill={AMBER} />
              <Bar dataKey="subscriptions" name="Souscriptions" fill={GREEN} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{id === 'chart-insurer' ? 'Assureur' : 'Branche'}</th>
              <th scope="col">Rappels confirmés</th>
              <th scope="col">Souscriptions</th>
              <th scope="col">Prime mensuelle</th>
            </tr>
          </thead>
          <tbody>
            {split.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{entry.label}</th>
                <td className="is-numeric">{entry.confirmedCallbacks}</td>
                <td className="is-numeric">{entry.subscriptions}</td>
                <td className="is-numeric">{formatEuro(entry.monthlyPremium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
