/**
 * The Kibana saved objects of the monitoring profile (docker-compose.yml, profile `monitoring`):
 * data views, visualizations and the dashboards ops use, written to
 * infra/elastic/kibana-saved-objects.ndjson by `node infra/src/elastic/write-saved-objects.ts`
 * (imported by the compose file's kibana-setup at each start). Kibana's import format: one
 * object a line, `{type, id, attributes, references}`, the search source and panels as JSON
 * strings; a panel names its visualization through a reference, a visualization its data view.
 *
 * Where the data comes from:
 * - APM Server's data streams: `traces-apm*` (the transactions and spans of the gateway and the
 *   services: `transaction.name` is the route or `rpc <type>`, `event.outcome` success or failure)
 *   and `traces-apm.rum*` (the site's RUM agent: page-load transactions named after the page, with
 *   the Core Web Vitals: `transaction.marks.agent.largestContentfulPaint`,
 *   `transaction.experience.fid`, `.cls`, `.tbt`);
 * - Metricbeat's Prometheus collector (`metricbeat-*`): each process's /metrics, so
 *   `prometheus.metrics.<metric>` and `prometheus.labels.<label>` (queue depths, outbox lag,
 *   email jobs by state).
 */
export type SavedObject = {
  type: 'index-pattern' | 'visualization' | 'dashboard';
  id: string;
  attributes: Record<string, unknown>;
  references: { name: string; type: string; id: string }[];
};

const DATA_VIEWS = {
  apm: { id: 'courtage-apm-traces', title: 'traces-apm*', name: 'APM : transactions et spans' },
  rum: { id: 'courtage-apm-rum', title: 'traces-apm.rum*', name: 'APM : navigateur (RUM)' },
  metrics: { id: 'courtage-metricbeat', title: 'metricbeat-*', name: 'Métriques Prometheus (Metricbeat)' },
} as const;
type DataView = keyof typeof DATA_VIEWS;

const INDEX_REF = 'kibanaSavedObjectMeta.searchSourceJSON.index';

type Agg = { id: string; type: string; schema: string; params: Record<string, unknown> };

const count = (id: string, label?: string): Agg => ({
  id,
  type: 'count',
  schema: 'metric',
  params: label ? { customLabel: label } : {},
});
const percentiles = (id: string, field: string, percents: number[], label: string): Agg => ({
  id,
  type: 'percentiles',
  schema: 'metric',
  params: { field, percents, customLabel: label },
});
const max = (id: string, field: string, label: string): Agg => ({
  id,
  type: 'max',
  schema: 'metric',
  params: { field, customLabel: label },
});
const rows = (id: string, field: string, label: string, size = 50): Agg => ({
  id,
  type: 'terms',
  schema: 'bucket',
  params: { field, size, order: 'desc', orderBy: '1', customLabel: label },
});
const overTime = (id: string): Agg => ({
  id,
  type: 'date_histogram',
  schema: 'segment',
  params: { field: '@timestamp', interval: 'auto', min_doc_count: 1, extended_bounds: {} },
});
const series = (id: string, field: string, label: string): Agg => ({
  id,
  type: 'terms',
  schema: 'group',
  params: { field, size: 20, order: 'desc', orderBy: '1', customLabel: label },
});

function visualization(
  id: string,
  title: string,
  dataView: DataView,
  query: string,
  type: 'table' | 'line',
  aggs: Agg[],
): SavedObject {
  const params =
    type === 'table'
      ? { perPage: 20, showPartialRows: false, showMetricsAtAllLevels: false, showTotal: false }
      : {
          type: 'line',
          addLegend: true,
          legendPosition: 'right',
          addTooltip: true,
          seriesParams: [{ data: { id: '1' }, show: true, type: 'line', mode: 'normal' }],
        };
  return {
    type: 'visualization',
    id,
    attributes: {
      title,
      description: '',
      version: 1,
      uiStateJSON: '{}',
      visState: JSON.stringify({ title, type, params, aggs }),
      kibanaSavedObjectMeta: {
        searchSourceJSON: JSON.stringify({
          query: { query, language: 'kuery' },
          filter: [],
          indexRefName: INDEX_REF,
        }),
      },
    },
    references: [{ name: INDEX_REF, type: 'index-pattern', id: DATA_VIEWS[dataView].id }],
  };
}

/** Latency in milliseconds from APM's microseconds is a display matter: the field is in µs. */
const DURATION = 'transaction.duration.us';
const ROUTES = 'service.name : "gateway" and transaction.type : "request"';
const RPCS = 'transaction.type : "messaging" and transaction.name : rpc*';

const VISUALIZATIONS: SavedObject[] = [
  visualization('courtage-route-latency', 'Latence par route (µs)', 'apm', ROUTES, 'table', [
    count('1', 'Requêtes'),
    percentiles('2', DURATION, [50, 95, 99], 'Durée'),
    rows('3', 'transaction.name', 'Route'),
  ]),
  visualization(
    'courtage-route-errors',
    'Erreurs par route',
    'apm',
    `${ROUTES} and event.outcome : "failure"`,
    'line',
    [count('1', 'Erreurs'), overTime('2'), series('3', 'transaction.name', 'Route')],
  ),
  visualization('courtage-rpc-latency', 'Latence par RPC (µs)', 'apm', RPCS, 'table', [
    count('1', 'Appels'),
    percentiles('2', DURATION, [50, 95, 99], 'Durée'),
    rows('3', 'transaction.name', 'RPC'),
    rows('4', 'service.name', 'Service', 10),
  ]),
  visualization(
    'courtage-rpc-errors',
    'Erreurs par RPC',
    'apm',
    `${RPCS} and event.outcome : "failure"`,
    'line',
    [count('1', 'Erreurs'), overTime('2'), series('3', 'transaction.name', 'RPC')],
  ),
  visualization(
    'courtage-rum-page-loads',
    'Chargements de pages',
    'rum',
    'transaction.type : "page-load"',
    'table',
    [
      count('1', 'Chargements'),
      percentiles('2', DURATION, [50, 75, 95], 'Durée du chargement'),
      rows('3', 'transaction.name', 'Page'),
    ],
  ),
  visualization(
    'courtage-rum-web-vitals',
    'Core Web Vitals par page (75e centile)',
    'rum',
    'transaction.type : "page-load"',
    'table',
    [
      count('1', 'Chargements'),
      percentiles('2', 'transaction.marks.agent.largestContentfulPaint', [75], 'LCP (ms)'),
      percentiles('3', 'transaction.experience.fid', [75], 'FID (ms)'),
      percentiles('4', 'transaction.experience.cls', [75], 'CLS'),
      percentiles('5', 'transaction.experience.tbt', [75], 'TBT (ms)'),
      rows('6', 'transaction.name', 'Page'),
    ],
  ),
  visualization(
    'courtage-queue-depths',
    'Profondeur des files RabbitMQ',
    'metrics',
    'prometheus.metrics.courtage_queue_depth : *',
    'line',
    [
      max('1', 'prometheus.metrics.courtage_queue_depth', 'Messages prêts'),
      overTime('2'),
      series('3', 'prometheus.labels.queue', 'File'),
    ],
  ),
  visualization(
    'courtage-outbox-lag',
    'Retard de l’outbox (s)',
    'metrics',
    'prometheus.metrics.courtage_outbox_lag_seconds : *',
    'line',
    [
      max('1', 'prometheus.metrics.courtage_outbox_lag_seconds', 'Retard (s)'),
      overTime('2'),
      series('3', 'service.address', 'Processus'),
    ],
  ),
  visualization(
    'courtage-email-states',
    'E-mails par état',
    'metrics',
    'prometheus.metrics.courtage_email_jobs : *',
    'line',
    [
      max('1', 'prometheus.metrics.courtage_email_jobs', 'Tâches'),
      overTime('2'),
      series('3', 'prometheus.labels.state', 'État'),
    ],
  ),
];

function dashboard(id: string, title: string, description: string, panels: string[]): SavedObject {
  return {
    type: 'dashboard',
    id,
    attributes: {
      title,
      description,
      version: 1,
      timeRestore: true,
      timeFrom: 'now-24h',
      timeTo: 'now',
      refreshInterval: { pause: false, value: 60_000 },
      optionsJSON: JSON.stringify({ useMargins: true, hidePanelTitles: false }),
      panelsJSON: JSON.stringify(
        panels.map((_, index) => ({
          panelIndex: String(index + 1),
          gridData: {
            x: (index % 2) * 24,
            y: Math.floor(index / 2) * 15,
            w: 24,
            h: 15,
            i: String(index + 1),
          },
          version: '8.15.3',
          type: 'visualization',
          embeddableConfig: {},
          panelRefName: `panel_${index}`,
        })),
      ),
      kibanaSavedObjectMeta: {
        searchSourceJSON: JSON.stringify({ query: { query: '', language: 'kuery' }, filter: [] }),
      },
    },
    references: panels.map((panel, index) => ({ name: `panel_${index}`, type: 'visualization', id: panel })),
  };
}

const DASHBOARDS: SavedObject[] = [
  dashboard(
    'courtage-routes-rpcs',
    'Courtage : latence et erreurs par route et par RPC',
    'Transactions APM de la passerelle (une par route) et des services (une par RPC reçu).',
    ['courtage-route-latency', 'courtage-route-errors', 'courtage-rpc-latency', 'courtage-rpc-errors'],
  ),
  dashboard(
    'courtage-rum',
    'Courtage : chargements de pages et Core Web Vitals',
    'Agent RUM du site : un chargement par page vue, avec ses Core Web Vitals.',
    ['courtage-rum-page-loads', 'courtage-rum-web-vitals'],
  ),
  dashboard(
    'courtage-queues',
    'Courtage : files, outbox et e-mails',
    'Métriques Prometheus de chaque processus, relevées par Metricbeat toutes les 15 s.',
    ['courtage-queue-depths', 'courtage-outbox-lag', 'courtage-email-states'],
  ),
];

export function savedObjects(): SavedObject[] {
  const dataViews: SavedObject[] = Object.values(DATA_VIEWS).map((view) => ({
    type: 'index-pattern',
    id: view.id,
    attributes: { title: view.title, name: view.name, timeFieldName: '@timestamp' },
    references: [],
  }));
  return [...dataViews, ...VISUALIZATIONS, ...DASHBOARDS];
}

/** The NDJSON Kibana imports: one object a line. */
export function savedObjectsNdjson(): string {
  return `${savedObjects()
    .map((object) => JSON.stringify(object))
    .join('\n')}\n`;
}
