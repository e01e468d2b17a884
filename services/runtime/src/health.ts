import { createServer } from 'node:http';
import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { type ListeningServer, listen } from './listen.ts';
import { renderMetrics, scrapedGauge } from './metrics.ts';

export type HealthServer = ListeningServer;
export type HealthChecks = Record<string, () => Promise<void>>;
export type HealthReport = { status: 'ok' | 'error'; service: string; checks: Record<string, 'ok' | 'down'> };

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS);
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Runs every check at once; one failing check makes the whole report `error`. */
export async function checkHealth(name: string, checks: HealthChecks): Promise<HealthReport> {
  const entries = Object.entries(checks);
  const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check)));
  const report: HealthReport = { status: 'ok', service: name, checks: {} };
  entries.forEach(([key], index) => {
    const ok = results[index]?.status === 'fulfilled';
    report.checks[key] = ok ? 'ok' : 'down';
    if (!ok) report.status = 'error';
  });
  return report;
}

/**
 * `courtage_dependency_up{dependency}`: 1 when this process reaches the dependency (its health
 * check passes at scrape time), 0 when not. The alert rules (infra/prometheus/alerts.yml) read
 * it: a service still answers its scrape when its database or broker is gone.
 */
export function registerDependencyGauge(checks: HealthChecks): void {
  scrapedGauge({
    name: 'courtage_dependency_up',
    help: 'Whether this process reaches each of its dependencies (1) or not (0), checked at scrape time',
    labelNames: ['dependency'],
    read: async () => {
      const report = await checkHealth('', checks);
      return Object.entries(report.checks).map(([dependency, state]) => ({
        labels: { dependency },
        value: state === 'ok' ? 1 : 0,
      }));
    },
  });
}

/**
 * GET /health -> 200 { status: 'ok', service, checks: { db: 'ok', bus: 'ok' } },
 * or 503 with the failing checks marked 'down'; GET /metrics -> the Prometheus page. Port 0 picks a free port (see `port`).
 */
export function startHealthServer(opts: {
  port: number;
  host?: string;
  name: string;
  checks: HealthChecks;
}): Promise<HealthServer> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    const path = request.url?.split('?')[0];
    if (request.method === 'GET' && path === '/metrics') {
      // Prometheus scrapes the process here (services/runtime/src/metrics.ts).
      renderMetrics().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        () => send(503, { status: 'error', service: opts.name, checks: {} }),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/health') {
      send(404, { error: { code: 'NOT_FOUND', message: REQUEST_MESSAGES.notFound } });
      return;
    }
    checkHealth(opts.name, opts.checks).then(
      (report) => send(report.status === 'ok' ? 200 : 503, report),
      () => send(503, { status: 'error', service: opts.name, checks: {} }),
    );
  });
  return listen(server, opts);
}
