import { createServer } from 'node:http';
import client from 'prom-client';
import { type ListeningServer, listen } from './listen.ts';

/**
 * The process's Prometheus metrics (prom-client's default registry): one per process, labelled
 * with the process's name (`service="offer"`, `service="gateway"`). Scraped at `/metrics`: a
 * service's health port, the gateway's METRICS_PORT. Labels stay few and bounded: RPC types and
 * route patterns, never ids.
 */
export const metricsRegistry = client.register;

/** Names the process in every series and adds Node's own metrics (CPU, memory, event loop). */
export function initMetrics(processName: string): void {
  // Once per process (this module may be evaluated twice: see reuseOrCreate).
  if (metricsRegistry.getSingleMetric('process_cpu_user_seconds_total')) return;
  metricsRegistry.setDefaultLabels({ service: processName });
  client.collectDefaultMetrics({ register: metricsRegistry });
}

// Seconds: an RPC round trip is about a millisecond on a quiet machine, a timeout 5 s.
const RPC_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metric already registered under `name`, or a new one. A module may be evaluated twice in
 * one process (Vitest's transform and Node's own loader, e.g. a plugin loaded by autoload), while
 * prom-client's registry is one: creating the same name again would throw.
 */
export function reuseOrCreate<M>(name: string, create: () => M): M {
  return (metricsRegistry.getSingleMetric(name) as M | undefined) ?? create();
}

const rpcClientDuration = reuseOrCreate(
  'courtage_rpc_client_duration_seconds',
  () =>
    new client.Histogram({
      name: 'courtage_rpc_client_duration_seconds',
      help: 'RPC calls made by this process, from the call to the reply, by type and outcome (ok or error code)',
      labelNames: ['rpc', 'outcome'] as const,
      buckets: RPC_BUCKETS,
    }),
);

const rpcServerDuration = reuseOrCreate(
  'courtage_rpc_server_duration_seconds',
  () =>
    new client.Histogram({
      name: 'courtage_rpc_server_duration_seconds',
      help: 'RPC requests handled by this process, by type and outcome (ok or error code)',
      labelNames: ['rpc', 'outcome'] as const,
      buckets: RPC_BUCKETS,
    }),
);

const rpcErrors = reuseOrCreate(
  'courtage_rpc_errors_total',
  () =>
    new client.Counter({
      name: 'courtage_rpc_errors_total',
      help: 'RPCs that ended in an error, by type, error code and side (client: calls made, server: requests handled)',
      labelNames: ['rpc', 'code', 'side'] as const,
    }),
);

/** Records one RPC made by this process; `errorCode` undefined when it succeeded. */
export function observeRpcCall(rpc: string, seconds: number, errorCode?: string): void {
  rpcClientDuration.observe({ rpc, outcome: errorCode ?? 'ok' }, seconds);
  if (errorCode) rpcErrors.inc({ rpc, code: errorCode, side: 'client' });
}

/** Records one RPC request this process answered. */
export function observeRpcServed(rpc: string, seconds: number, errorCode?: string): void {
  rpcServerDuration.observe({ rpc, outcome: errorCode ?? 'ok' }, seconds);
  if (errorCode) rpcErrors.inc({ rpc, code: errorCode, side: 'server' });
}

/**
 * A gauge read when Prometheus scrapes: `read` returns the labelled values (a failing read
 * leaves the gauge empty for that scrape rather than failing the whole page).
 */
export function scrapedGauge<L extends string>(opts: {
  name: string;
  help: string;
  labelNames: readonly L[];
  read(): Promise<{ labels: Record<L, string>; value: number }[]>;
}): client.Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(opts.name);
  if (existing) metricsRegistry.removeSingleMetric(opts.name);
  return new client.Gauge<L>({
    name: opts.name,
    help: opts.help,
    labelNames: opts.labelNames,
    async collect() {
      this.reset();
      try {
        for (const { labels, value } of await opts.read()) this.set(labels as never, value);
      } catch {
        // Database or broker down: no value this scrape; /health says why.
      }
    },
  });
}

/** The text page Prometheus reads. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

export type MetricsServer = ListeningServer;

/** GET /metrics on its own port (the gateway's METRICS_PORT; services serve it on their health port). */
export function startMetricsServer(opts: { port: number; host?: string }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    renderMetrics().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`),
    );
  });
  return listen(server, opts);
}
