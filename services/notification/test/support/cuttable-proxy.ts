import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export type CuttableProxy = {
  port: number;
  /** Drops every connection and refuses new ones, as a server that went away. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of a server (Redis here) that a test can cut at a chosen instant:
 * the client sees its connection reset and cannot reconnect until `restore()`.
 */
export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: address.port,
    cut() {
      isCut = true;
      destroyAll();
    },
    restore() {
      isCut = false;
    },
    async close() {
      destroyAll();
      server.close();
      await once(server, 'close');
    },
  };
}
