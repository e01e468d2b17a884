import amqp, { type Channel, type ChannelModel, type ConfirmChannel } from 'amqplib';
import { amqpSocketOf, coalesceWrites } from './coalesce-writes.ts';
import type { Logger } from './logger.ts';

/**
 * A part of the bus that owns channels (publisher, RPC client, one served service, one
 * subscription). `start` runs on every (re)connection; when one of its channels closes
 * while the connection stays up, the part calls `restart` and is started again.
 */
export type Component = {
  name: string;
  start(connection: ChannelModel, restart: () => void): Promise<void>;
  /** Graceful close: stop consuming (in-flight work is awaited by the bus). */
  stop?(): Promise<void>;
};

export type ConnectionManager = {
  /** Registers a component; starts it now when connected (errors propagate, the component is dropped). */
  add(component: Component): Promise<void>;
  isConnected(): boolean;
  /** Resolves true once connected, false after `ms`. */
  whenConnected(ms: number): Promise<boolean>;
  /** First connection attempt; on failure keeps retrying in the background. */
  start(): Promise<void>;
  /** Cancels every consumer; they are not started again on reconnection. */
  stopConsuming(): Promise<void>;
  close(): Promise<void>;
};

const MAX_BACKOFF_MS = 5_000;

/** 100 ms doubled per failure up to 5 s, with jitter so that replicas do not reconnect in step. */
export function backoffMs(failures: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 100 * 2 ** failures);
  return Math.round(base * (0.5 + Math.random() * 0.5));
}

/**
 * Asks for a 15 s heartbeat unless the URL sets one: with the broker's default (60 s) a
 * connection silently dropped by the network is noticed only after two minutes.
 */
export function withHeartbeat(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', '15');
  return parsed.toString();
}

/** Adds the error/close listeners every channel must have (an unhandled 'error' kills the process). */
export function watchChannel<C extends Channel | ConfirmChannel>(
  channel: C,
  label: string,
  logger: Logger,
  onClose: () => void,
): C {
  channel.on('error', (error) => logger.warn({ err: error, channel: label }, 'AMQP channel error'));
  channel.on('close', onClose);
  return channel;
}

export function createConnectionManager(opts: {
  url: string;
  name: string;
  logger: Logger;
}): ConnectionManager {
  const { url, name, logger } = opts;
  const components: Component[] = [];
  const waiters = new Set<(connected: boolean) => void>();
  let connection: ChannelModel | null = null;
  let closing = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  function restarter(component: Component, owner: ChannelModel): () => void {
    let attempts = 0;
    const restart = () => {
      if (closing) return;
      setTimeout(() => {
        // The whole connection went away: the reconnection starts every component again.
        if (closing || connection !== owner || !components.includes(component)) return;
        logger.warn({ component: component.name }, 'AMQP channel closed, reopening it');
        component.start(owner, restart).then(
          () => {
            attempts = 0;
          },
          (error) => {
            attempts += 1;
            logger.error({ err: error, component: component.name }, 'AMQP channel could not be reopened');
            restart();
          },
        );
      }, backoffMs(attempts));
    };
    return restart;
  }

  function handleClose(closed: ChannelModel, error: unknown): void {
    if (closed !== connection) return;
    connection = null;
    if (closing) return;
    logger.error({ err: error }, 'AMQP connection lost, reconnecting');
    scheduleReconnect();
  }

  async function open(): Promise<void> {
    const candidate = await amqp.connect(withHeartbeat(url), {
      noDelay: true,
      clientProperties: { connection_name: name },
    });
    const socket = amqpSocketOf(candidate);
    if (socket) coalesceWrites(socket);
    candidate.on('error', (error) => logger.warn({ err: error }, 'AMQP connection error'));
    candidate.on('close', (error) => handleClose(candidate, error));
    candidate.on('blocked', (reason) => logger.warn({ reason }, 'AMQP connection blocked by the broker'));
    candidate.on('unblocked', () => logger.info('AMQP connection unblocked'));
    try {
      // for..of reads the array live: a component added meanwhile is started too.
      for (const component of components) await component.start(candidate, restarter(component, candidate));
    } catch (error) {
      await candidate.close().catch(() => undefined);
      throw error;
    }
    if (closing) {
      await candidate.close().catch(() => undefined);
      return;
    }
    connection = candidate;
    failures = 0;
    for (const wake of waiters) wake(true);
    waiters.clear();
  }

  function scheduleReconnect(): void {
    if (closing || reconnectTimer) return;
    const delay = backoffMs(failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open().then(
        () => {
          if (connection) logger.info('AMQP connection re-established');
        },
        (error) => {
          logger.warn({ err: error, retryInMs: backoffMs(failures) }, 'AMQP connection failed');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  return {
    async add(component) {
      components.push(component);
      if (!connection) return;
      try {
        await component.start(connection, restarter(component, connection));
      } catch (error) {
        components.splice(components.indexOf(component), 1);
        throw error;
      }
    },
    isConnected: () => connection !== null,
    whenConnected(ms) {
      if (connection) return Promise.resolve(true);
      if (closing || ms <= 0) return Promise.resolve(false);
      return new Promise((resolve) => {
        const wake = (connected: boolean) => {
          clearTimeout(timer);
          resolve(connected);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, ms);
        waiters.add(wake);
      });
    },
    async start() {
      try {
        await open();
      } catch (error) {
        logger.error({ err: error }, 'AMQP broker unreachable, retrying in the background');
        scheduleReconnect();
      }
    },
    async stopConsuming() {
      // Consumers leave the list: a reconnection from now on must not consume again.
      const consumers = components.filter((component) => component.stop);
      for (const consumer of consumers) components.splice(components.indexOf(consumer), 1);
      for (const consumer of consumers) await consumer.stop?.().catch(() => undefined);
    },
    async close() {
      closing = true;
      clearTimeout(reconnectTimer);
      for (const wake of waiters) wake(false);
      waiters.clear();
      const current = connection;
      connection = null;
      if (current) await current.close().catch(() => undefined);
    },
  };
}
