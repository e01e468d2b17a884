import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export type SlowSmtpProxy = {
  port: number;
  /** True while the end of a message (`\r\n.\r\n`) sits in the proxy, not yet given to the server. */
  isHoldingMessageEnd(): boolean;
  /**
   * True while a message's end has reached the server and the server's reply has not come
   * back: the server may hold the email while the sender does not know it yet.
   */
  isAwaitingServerReply(): boolean;
  /** From now on, nothing more reaches the server (what is held stays held). */
  freeze(): void;
  close(): Promise<void>;
};

type Pending = { timer: NodeJS.Timeout; isMessageEnd: boolean };

export type SlowSmtpProxyOptions = {
  /**
   * Runs when the server accepted a message (its `250` reply to the message's end) and before
   * that reply is given to the client: the server holds the email, the sender does not know it
   * yet. The reply waits for the returned promise.
   */
  onAccepted?: () => Promise<void>;
};

/**
 * A TCP proxy in front of an SMTP server that delays what the client sends by
 * `delayMs` per chunk: sending an email takes long enough for a test to kill the sender
 * in the middle of it. When the client's connection dies, what it had not yet delivered
 * is dropped and the server side is cut, as an SMTP server sees a crashed client.
 */
export async function startSlowSmtpProxy(
  target: { host: string; port: number },
  delayMs: number,
  options: SlowSmtpProxyOptions = {},
) {
  const pending = new Set<Pending>();
  const sockets = new Set<Socket>();
  /** Connections whose last message end went to the server with no reply since. */
  const awaitingReply = new Set<Socket>();
  let isFrozen = false;

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const mine = new Set<Pending>();
    let tail = '';
    const drop = () => {
      for (const item of mine) {
        clearTimeout(item.timer);
        pending.delete(item);
      }
      mine.clear();
      awaitingReply.delete(client);
      client.destroy();
      upstream.destroy();
    };
    // The server's replies reach the client in order, each after the hook of the one before.
    let replies = Promise.resolve();
    upstream.on('data', (chunk: Buffer) => {
      const isAcceptance = awaitingReply.has(client) && chunk.toString('latin1').startsWith('250');
      awaitingReply.delete(client);
      replies = replies
        .then(async () => {
          if (isAcceptance && options.onAccepted) await options.onAccepted();
          client.write(chunk);
        })
        .catch((error: unknown) => {
          console.error('slow SMTP proxy: the acceptance hook failed', error);
          drop();
        });
    });
    client.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-4);
      const item: Pending = {
        isMessageEnd: text.includes('\r\n.\r\n'),
        timer: setTimeout(() => {
          if (isFrozen) return;
          mine.delete(item);
          pending.delete(item);
          if (item.isMessageEnd) awaitingReply.add(client);
          upstream.write(chunk);
        }, delayMs),
      };
      mine.add(item);
      pending.add(item);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', () => {
        sockets.delete(socket);
        drop();
      });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  return {
    port: address.port,
    isHoldingMessageEnd: () => [...pending].some((item) => item.isMessageEnd),
    isAwaitingServerReply: () => awaitingReply.size > 0,
    freeze: () => {
      isFrozen = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  } satisfies SlowSmtpProxy;
}
