import { startMetricsServer } from '@courtage/runtime/metrics';
import { onShutdown } from '@courtage/runtime/shutdown';
import { buildApp } from './build-app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const app = await buildApp(config);

// Stops accepting connections, lets in-flight requests finish, then closes the bus and Redis.
onShutdown('gateway', () => app.close());

// Prometheus reads the gateway on a port of its own, never on the public one (plugins/app/metrics.ts).
if (config.METRICS_PORT > 0) {
  const metrics = await startMetricsServer({ port: config.METRICS_PORT, host: config.HOST });
  onShutdown('metrics server', metrics.close);
}

await app.listen({ port: config.PORT, host: config.HOST });
