import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from './http-client.ts';
import { type LoadOptions, runLoad } from './run-load.ts';

/** A bare node:http server answering a small JSON body, on a loopback port of its own. */
export async function measureBareHttp(options: LoadOptions) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const client = createHttpClient(options.concurrency);
  try {
    return await runLoad(async () => {
      const res = await client.send('GET', url);
      if (res.status !== 200) throw new Error(`status ${res.status}`);
    }, options);
  } finally {
    client.close();
    server.close();
  }
}
