import type { RpcDefinition } from '@courtage/contracts/define';
import { AppError } from '@courtage/contracts/errors';
import type { Static } from '@sinclair/typebox';
import type { Channel, ChannelModel } from 'amqplib';
import { createConnectionManager } from './bus-connection.ts';
import type { Bus, CallOptions, Subscription } from './bus-types.ts';
import type { Logger } from './logger.ts';
import { rpcQueue } from './rpc-protocol.ts';
import { assertSubscriptionTopology } from './subscriber.ts';

/** `up`: at least one process consumes `<service>.rpc`; `down`: none; `unknown`: broker not reached yet. */
export type ServiceStatus = 'up' | 'down' | 'unknown';

export type ServiceWatch = {
  status(service: string): ServiceStatus;
  /** Asks the broker now (coalesced with a check under way); the fresh status. */
  recheck(service: string): Promise<ServiceStatus>;
  /** Every watched service with its status and RPC consumers (null when unknown). */
  report(): Record<string, { status: ServiceStatus; consumers: number | null }>;
  /** True once the `topology` given at start exists on the broker (declared on each connection). */
  isTopologyReady(): boolean;
  /** Called when a service goes from up (or unknown) to down. Returns the unsubscribe function. */
  onDown(listener: (service: string) => void): () => void;
  close(): Promise<void>;
};

export type ServiceWatchOptions = {
  url: string;
  /** Connection name shown by the broker (suffixed with `-watch`). */
  name: string;
  logger: Logger;
  /** Services whose `<service>.rpc` queue is watched, e.g. ['auth', 'offer', 'crm', 'notification']. */
  services: string[];
  /** How often the consumers are counted (default 500 ms). */
  intervalMs?: number;
  /** Subscription queues declared on each connection before `isTopologyReady()`: a durable command
   * published before its consumer ever started must find its queue, not be dropped unroutable. */
  topology?: Pick<Subscription, 'consumer' | 'purpose' | 'events'>[];
};

/**
 * Watches, on a connection of its own, whether each service consumes its RPC queue. A process
 * killed with SIGKILL has its connection reset by the kernel, so the broker drops its consumer
 * at once: the watch sees it within `intervalMs`, and `failFast` answers the calls waiting for
 * that service (and new ones) UNAVAILABLE instead of letting them wait for their timeout.
 */
export async function startServiceWatch(opts: ServiceWatchOptions): Promise<ServiceWatch> {
  const logger = opts.logger.child({ component: 'service-watch' });
  const intervalMs = opts.intervalMs ?? 500;
  const consumers = new Map<string, number | null>(opts.services.map((service) => [service, null]));
  const listeners = new Set<(service: string) => void>();
  const checks = new Map<string, Promise<ServiceStatus>>();
  let connection: ChannelModel | null = null;
  let channel: Channel | null = null;
  let topologyReady = false;

  const statusOf = (count: number | null | undefined): ServiceStatus =>
    count === null || count === undefined ? 'unknown' : count > 0 ? 'up' : 'down';

  function record(service: string, count: number | null): void {
    const before = statusOf(consumers.get(service));
    consumers.set(service, count);
    const after = statusOf(count);
    if (after === before) return;
    logger.info({ service, status: after, consumers: count }, 'service status changed');
    if (after === 'down') for (const listener of listeners) listener(service);
  }

  async function openChannel(): Promise<Channel | null> {
    if (channel) return channel;
    const owner = connection;
    if (!owner) return null;
    const opened = await owner.createChannel();
    // A missing queue closes the channel (404): the next check opens another one.
    opened.on('error', () => undefined);
    opened.on('close', () => {
      if (channel === opened) channel = null;
    });
    channel = opened;
    return opened;
  }

  // One check at a time on the shared channel: a queue that was never declared answers 404, which
  // closes the channel, and a check of another service running on it at that moment would fail and
  // read 'unknown' instead of its real count (seen: a stopped service never counted 0).
  let lane: Promise<unknown> = Promise.resolve();
  function count(service: string): Promise<ServiceStatus> {
    const run = lane.then(() => countNow(service));
    lane = run.catch(() => undefined);
    return run;
  }

  async function countNow(service: string): Promise<ServiceStatus> {
    try {
      const open = await openChannel();
      if (!open) {
        record(service, null);
        return 'unknown';
      }
      try {
        const queue = await open.checkQueue(rpcQueue(service));
        record(service, queue.consumerCount);
      } catch (error) {
        // 404: the queue was never declared, so nobody serves it.
        if ((error as { code?: unknown }).code === 404) record(service, 0);
        else throw error;
      }
    } catch (error) {
      logger.debug({ err: error, service }, 'consumers not counted');
      record(service, null);
    }
    return statusOf(consumers.get(service));
  }

  function recheck(service: string): Promise<ServiceStatus> {
    const running = checks.get(service);
    if (running) return running;
    const check = count(service).finally(() => checks.delete(service));
    checks.set(service, check);
    return check;
  }

  const manager = createConnectionManager({ url: opts.url, name: `${opts.name}-watch`, logger });
  await manager.add({
    name: 'service-watch',
    async start(opened) {
      topologyReady = false;
      if (opts.topology && opts.topology.length > 0) {
        const declaring = await opened.createConfirmChannel();
        declaring.on('error', () => undefined);
        for (const sub of opts.topology) await assertSubscriptionTopology(declaring, sub);
        await declaring.close();
      }
      connection = opened;
      channel = null;
      opened.on('close', () => {
        if (connection !== opened) return;
        connection = null;
        channel = null;
        topologyReady = false;
        for (const service of consumers.keys()) record(service, null);
      });
      topologyReady = true;
      for (const service of consumers.keys()) void recheck(service);
    },
  });
  await manager.start();

  let ticking = false;
  const timer = setInterval(() => {
    if (ticking || !connection) return;
    ticking = true;
    void Promise.all([...consumers.keys()].map(recheck)).finally(() => {
      ticking = false;
    });
  }, intervalMs);
  timer.unref();

  return {
    status: (service) => statusOf(consumers.get(service)),
    recheck,
    report() {
      const report: Record<string, { status: ServiceStatus; consumers: number | null }> = {};
      for (const [service, value] of consumers)
        report[service] = { status: statusOf(value), consumers: value };
      return report;
    },
    isTopologyReady: () => topologyReady && manager.isConnected(),
    onDown(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(timer);
      listeners.clear();
      await manager.close();
    },
  };
}

/**
 * The bus with calls that fail fast: a call to a service the watch sees without any consumer
 * is answered UNAVAILABLE at once (after one fresh count, so a service that just came back is
 * not refused), and a call waiting for a service that goes down meanwhile is answered
 * UNAVAILABLE then, not after its timeout.
 */
export function failFast(bus: Bus, watch: Pick<ServiceWatch, 'status' | 'recheck' | 'onDown'>): Bus {
  const unavailable = (service: string) =>
    new AppError('UNAVAILABLE', `No ${service} process consumes ${rpcQueue(service)}`);

  async function call<R extends RpcDefinition>(
    def: R,
    data: Static<R['request']>,
    opts?: CallOptions,
  ): Promise<Static<R['response']>> {
    if (watch.status(def.service) === 'down' && (await watch.recheck(def.service)) === 'down')
      throw unavailable(def.service);
    let off: () => void = () => undefined;
    const wentDown = new Promise<never>((_, reject) => {
      off = watch.onDown((service) => {
        if (service === def.service) reject(unavailable(def.service));
      });
    });
    try {
      return await Promise.race([bus.call(def, data, opts), wentDown]);
    } finally {
      off();
    }
  }

  return { ...bus, call };
}
