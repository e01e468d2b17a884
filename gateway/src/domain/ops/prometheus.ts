import { readFile } from 'node:fs/promises';
import type { MonitoringChart, MonitoringOverview } from '@courtage/contracts/ops/monitoring';

/**
 * What the ops console shows of Prometheus (the stack's, `npm start` runs it): the alerts of
 * infra/prometheus/alerts.yml that fire or wait out their `for` window, each with its runbook
 * (docs/runbooks/<alert>.md), and the last hour of a few series as small charts. Read through
 * Prometheus's HTTP API; when it does not answer, the console says so and shows the rest.
 */
type ChartQuery = {
  id: string;
  title: string;
  unit: MonitoringChart['unit'];
  query: string;
  label: string;
  scale?: number;
};

/** The console's charts: one PromQL query each, one series per value of `label`. */
const CHARTS: ChartQuery[] = [
  {
    id: 'route-p50',
    title: 'Médiane des temps de réponse par route (ms)',
    unit: 'ms',
    query:
      'topk(6, histogram_quantile(0.5, sum by (route, le) (rate(courtage_http_request_duration_seconds_bucket[5m]))))',
    label: 'route',
    scale: 1000,
  },
  {
    id: 'route-p99',
    title: '99e centile des temps de réponse par route (ms)',
    unit: 'ms',
    query:
      'topk(6, histogram_quantile(0.99, sum by (route, le) (rate(courtage_http_request_duration_seconds_bucket[5m]))))',
    label: 'route',
    scale: 1000,
  },
  {
    id: 'route-errors',
    title: 'Erreurs serveur (5xx) par route, par seconde',
    unit: '/s',
    query:
      'topk(6, sum by (route) (rate(courtage_http_request_duration_seconds_count{status_code=~"5.."}[5m])))',
    label: 'route',
  },
  {
    id: 'queue-depth',
    title: 'Messages en attente par file',
    unit: 'messages',
    query: 'topk(6, max by (queue) (courtage_queue_depth))',
    label: 'queue',
  },
  {
    id: 'outbox-lag',
    title: 'Retard de publication des événements (s)',
    unit: 's',
    query: 'max by (service) (courtage_outbox_lag_seconds)',
    label: 'service',
  },
];

const WINDOW_S = 3600;
const STEP_S = 60;
const RUNBOOKS_DIR = new URL('../../../../docs/runbooks/', import.meta.url);

type PromAlert = {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  state: string;
  activeAt?: string;
};
type PromMatrix = { metric: Record<string, string>; values: [number, string][] }[];

async function getJson<T>(url: string, timeoutMs: number): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = (await response.json()) as { status: string; data: T; error?: string };
  if (!response.ok || body.status !== 'success') throw new Error(body.error ?? `HTTP ${response.status}`);
  return body.data;
}

/** The runbook of an alert, read from the repository (names are the rules' own: letters only). */
async function runbookOf(name: string): Promise<string | null> {
  if (!/^[A-Za-z]+$/.test(name)) return null;
  return readFile(new URL(`${name}.md`, RUNBOOKS_DIR), 'utf8').catch(() => null);
}

function toNumber(raw: string, scale: number): number | null {
  const value = Number(raw) * scale;
  return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : null;
}

export async function readMonitoring(
  prometheusUrl: string,
  timeoutMs: number,
  now = Date.now(),
): Promise<MonitoringOverview> {
  const base = prometheusUrl.replace(/\/$/, '');
  try {
    const end = Math.floor(now / 1000);
    const [alerts, ...matrices] = await Promise.all([
      getJson<{ alerts: PromAlert[] }>(`${base}/api/v1/alerts`, timeoutMs),
      ...CHARTS.map((chart) =>
        getJson<{ result: PromMatrix }>(
          `${base}/api/v1/query_range?${new URLSearchParams({
            query: chart.query,
            start: String(end - WINDOW_S),
            end: String(end),
            step: String(STEP_S),
          })}`,
          timeoutMs,
        ),
      ),
    ]);
    const listed = alerts.alerts.filter((alert) => alert.state === 'firing' || alert.state === 'pending');
    return {
      available: true,
      error: null,
      alerts: await Promise.all(
        listed.map(async (alert) => {
          const { alertname = '', severity = '', ...labels } = alert.labels;
          return {
            name: alertname,
            state: alert.state as 'firing' | 'pending',
            severity,
            summary: alert.annotations.summary ?? alertname,
            description: alert.annotations.description ?? '',
            activeAt: alert.activeAt ?? null,
            labels,
            runbook: await runbookOf(alertname),
          };
        }),
      ),
      charts: CHARTS.map((chart, index) => ({
        id: chart.id,
        title: chart.title,
        unit: chart.unit,
        series: (matrices[index]?.result ?? []).map((series) => ({
          name: series.metric[chart.label] ?? '—',
          points: series.values.map(([t, v]) => ({ t: t * 1000, v: toNumber(v, chart.scale ?? 1) })),
        })),
      })),
    };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'ne répond pas' : 'est injoignable';
    return {
      available: false,
      error: `La supervision (Prometheus, ${base}) ${reason} : les alertes et les courbes ne sont pas disponibles. Elle démarre avec npm start.`,
      alerts: [],
      charts: [],
    };
  }
}
