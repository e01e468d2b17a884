import { startMetricsServer } from '@courtage/runtime/metrics';
import { onShutdown } from '@courtage/runtime/shutdown';
import { startTracing } from '@courtage/runtime/tracing';
import { buildApp } from './build-app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
// The APM agent (when ELASTIC_APM_SERVER_URL is set) is loaded before Fastify: loading it inside
// the app plugin counted against Fastify's plugin timeout, which a start under load once exceeded.
// The app's own call (app.ts) then finds it started.
await startTracing({ serviceName: 'gateway' });
const app = await buildApp(config);

// Stops accepting connections, lets in-flight requests finish, then closes the bus and Redis.
onShutdown('gateway', () => app.close());

// Prometheus reads the gateway on a port of its own, never on the public one (plugins/app/metrics.ts).
if (config.METRICS_PORT > 0) {
  const metrics = await startMetricsServer({ port: config.METRICS_PORT, host: config.HOST });
  onShutdown('metrics server', metrics.close);
}

// A burst beyond what the gateway answers waits in the kernel's accept queue, then gets the
// load-shedding's French 503 at once, instead of having its connection attempts dropped (node's
// default queue of 511 overflowed at twice the sustained rate: SYN retries of 1, 3, 7 s and more,
// then no answer at all). The kernel caps it at net.core.somaxconn.
await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
