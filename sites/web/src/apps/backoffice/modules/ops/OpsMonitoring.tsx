import type { MonitoringAlert, MonitoringChart } from '@courtage/contracts/ops/monitoring';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { fetchOpsMonitoring } from '../../../../lib/gateway/ops.ts';
import { FormAlert } from '../../../shell/FormAlert.tsx';
import { Spinner } from '../../../shell/Spinner.tsx';
import { StatusBadge } from '../../components/data-list/index.ts';
import { formatDateTimeFr } from '../../format/format-fr.ts';
import { staffErrorMessage } from '../../pages/forbidden-message.ts';
import { ChartFigure } from '../dashboard/DashboardCharts.tsx';
import { chartRows, chartSummary, formatTime } from './monitoring-rows.ts';

const REFRESH_MS = 15_000;
// Distinct at 3:1 at least on white (bo-tokens.css), for up to six series.
const COLOURS = ['#0b5cad', '#1e6b34', '#7a4a00', '#8a1c7c', '#b3261e', '#3d3d3d'];

const SEVERITIES: Record<string, { label: string; tone: 'danger' | 'warning' | 'info' }> = {
  critical: { label: 'Critique', tone: 'danger' },
  warning: { label: 'Avertissement', tone: 'warning' },
};

function AlertCard({ alert }: { alert: MonitoringAlert }) {
  const severity = SEVERITIES[alert.severity] ?? { label: alert.severity || 'Alerte', tone: 'info' as const };
  return (
    <li className="bo-card bo-alert-card">
      <p className="bo-alert-card__badges">
        <StatusBadge label={severity.label} tone={severity.tone} />{' '}
        <StatusBadge
          label={alert.state === 'firing' ? 'En cours' : 'En observation'}
          tone={alert.state === 'firing' ? severity.tone : 'neutral'}
        />
      </p>
      <h3 className="bo-alert-card__title">{alert.summary}</h3>
      <p>{alert.description}</p>
      <p className="bo-alert-card__meta">
        {alert.name}
        {alert.activeAt ? ` · depuis le ${formatDateTimeFr(alert.activeAt)}` : ''}
      </p>
      {alert.runbook ? (
        <details className="bo-details">
          <summary>Que faire ? (procédure)</summary>
          <pre className="bo-runbook">{alert.runbook}</pre>
        </details>
      ) : null}
    </li>
  );
}

function SmallChart({ chart }: { chart: MonitoringChart }) {
  const rows = chartRows(chart);
  const names = chart.series.map((series) => series.name);
  return (
    <ChartFigure
      id={`ops-${chart.id}`}
      title={chart.title}
      summary={chartSummary(chart)}
      chart={
        names.length === 0 ? (
          <p className="bo-list__empty">Aucune mesure sur la dernière heure.</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="t" tickFormatter={formatTime} minTickGap={32} />
              <YAxis width={48} />
              <Tooltip labelFormatter={(t) => formatTime(Number(t))} />
              <Legend />
              {names.map((name, index) => (
                <Line
                  key={name}
                  type="monotone"
                  dataKey={name}
                  name={name}
                  stroke={COLOURS[index % COLOURS.length]}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        )
      }
      table={
        <table className="bo-table">
          <caption className="bo-visually-hidden">{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">Heure</th>
              {names.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.t}>
                <th scope="row">{formatTime(row.t)}</th>
                {names.map((name) => (
                  <td key={name}>{row[name] ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/**
 * The ops console's supervision: the alerts that fire now (with their procedure) and the last
 * hour's latency, errors, queue depths and outbox lag, read from the stack's Prometheus.
 */
export function OpsMonitoring() {
  const monitoring = useQuery({
    queryKey: ['ops', 'monitoring'],
    queryFn: fetchOpsMonitoring,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  if (monitoring.isPending) return <Spinner />;
  if (monitoring.isError) return <FormAlert error={staffErrorMessage(monitoring.error)} />;
  const { available, error, alerts, charts } = monitoring.data;
  if (!available) return <FormAlert error={error} />;
  const firing = alerts.filter((alert) => alert.state === 'firing').length;
  return (
    <>
      <h2 className="bo-section-title">Alertes</h2>
      <p role="status">
        {alerts.length === 0
          ? 'Aucune alerte en cours.'
          : `${firing} alerte(s) en cours, ${alerts.length - firing} en observation.`}
      </p>
      {alerts.length > 0 ? (
        <ul className="bo-alert-list" aria-label="Alertes">
          {alerts.map((alert) => (
            <AlertCard key={`${alert.name}-${JSON.stringify(alert.labels)}`} alert={alert} />
          ))}
        </ul>
      ) : null}
      <h2 className="bo-section-title">Dernière heure</h2>
      <div className="bo-charts">
        {charts.map((chart) => (
          <SmallChart key={chart.id} chart={chart} />
        ))}
      </div>
    </>
  );
}
