import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A listening HTTP server: the port it took (port 0 picks a free one) and how to stop it. */
export type ListeningServer = { port: number; close(): Promise<void> };

/**
 * Listens on `opts.port` (loopback unless `opts.host` says otherwise) and resolves once bound.
 * Idle keep-alive sockets are closed at once on `close()` so a shutdown never waits on a scraper.
 */
export function listen(server: Server, opts: { port: number; host?: string }): Promise<ListeningServer> {
  server.keepAliveTimeout = 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
