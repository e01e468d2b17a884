import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

/** GET /api/v1/postal-codes/33000: the gateway alone (helmet, CORS, Redis rate limit, schema,
 * in-memory lookup), no bus: separates the gateway's own cost from the RPC's. */
export async function measureGatewayLocalRoute(gatewayUrl: string, options: LoadOptions) {
  const url = new URL('/api/v1/postal-codes/33000', gatewayUrl);
  const client = createHttpClient(options.concurrency);
  const send = async () => {
    const res = await client.send('GET', url);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${res.body.slice(0, 300)}`);
  };
  try {
    await send();
    return await runLoad(send, options);
  } finally {
    client.close();
  }
}
