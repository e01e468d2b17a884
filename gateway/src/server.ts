import { onShutdown } from '@courtage/runtime/shutdown';
import { buildApp } from './build-app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const app = await buildApp(config);

// Stops accepting connections, lets in-flight requests finish, then closes the bus and Redis.
onShutdown('gateway', () => app.close());

await app.listen({ port: config.PORT, host: config.HOST });
