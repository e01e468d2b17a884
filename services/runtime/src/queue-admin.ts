import { createHash } from 'node:crypto';
import { AppError } from '@courtage/contracts/errors';
import type { ChannelModel, ConfirmChannel, GetMessage } from 'amqplib';
import type { Component } from './bus-connection.ts';
import { publishConfirmed } from './confirm.ts';
import type { Logger } from './logger.ts';
import { HEADERS } from './retry-policy.ts';

export type QueueDepth = { queue: string; messages: number; consumers: number };

/** One message parked in a dead-letter queue, as the ops console shows it. */
export type DeadLetter = {
  /** The envelope's messageId, or a hash of the body for a message without one. */
  id: string;
  queue: string;
  /** Why it was parked (the bus's `x-failure-reason`, or RabbitMQ's own x-death reason). */
  reason: string;
  type: string | null;
  routingKey: string | null;
  failedAt: string | null;
  attempts: number | null;
  /** The first 500 characters of the body, to recognise it. */
  preview: string;
};

export type QueueAdmin = {
  component: Component;
  /** Messages and consumers of each queue that exists (a missing queue is left out). */
  depths(queues: readonly string[]): Promise<QueueDepth[]>;
  /** Up to `limit` messages of a queue, left in it (each is taken, then given back in order). */
  peek(queue: string, limit: number): Promise<DeadLetter[]>;
  /**
   * Takes the message `id` off `queue`: `use` runs with it (and may publish on the channel it
   * gets), then the message is acked; when `use` throws, it stays in the queue. NOT_FOUND when
   * the message is not (or no longer) there.
   */
  take(
    queue: string,
    id: string,
    use: (message: GetMessage, channel: ConfirmChannel) => Promise<void>,
  ): Promise<void>;
};

// A DLQ is read by basic.get, one message at a time: bounded so that a huge DLQ cannot hold a
// channel (and the unacked messages) for long.
const MAX_SCAN = 1_000;

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
}

export function deadLetterId(message: GetMessage): string {
  const { messageId } = message.properties;
  if (typeof messageId === 'string' && messageId.length > 0) return messageId;
  return `sha256-${createHash('sha256').update(message.content).digest('hex').slice(0, 32)}`;
}

/** What the console shows of a parked message, from the headers the bus (or RabbitMQ) put on it. */
export function describeDeadLetter(queue: string, message: GetMessage): DeadLetter {
  const headers = message.properties.headers ?? {};
  const death = Array.isArray(headers['x-death']) ? headers['x-death'][0] : undefined;
  const reason =
    text(headers[HEADERS.failureReason]) ??
    (death ? `RabbitMQ : ${text(death.reason) ?? 'inconnue'} (file ${text(death.queue) ?? '?'})` : null) ??
    'Raison inconnue';
  const attempts = Number(headers[HEADERS.attempts] ?? death?.count);
  return {
    id: deadLetterId(message),
    queue,
    reason,
    type: text(message.properties.type),
    routingKey: text(headers[HEADERS.originalRoutingKey]) ?? message.fields.routingKey ?? null,
    failedAt: text(headers[HEADERS.failedAt]),
    attempts: Number.isFinite(attempts) ? attempts : null,
    preview: message.content.toString('utf8').slice(0, 500),
  };
}

/**
 * The ops console's view of RabbitMQ: queue depths (queue.declare passive) and dead-letter
 * queues read without losing anything (basic.get without ack; closing the channel gives every
 * unacked message back to the queue, in order). Each operation has a channel of its own, as a
 * passive declare of a missing queue closes its channel.
 */
export function createQueueAdmin(logger: Logger): QueueAdmin {
  let connection: ChannelModel | null = null;

  const component: Component = {
    name: 'queue-admin',
    async start(opened) {
      connection = opened;
      opened.once('close', () => {
        if (connection === opened) connection = null;
      });
    },
  };

  async function withChannel<T>(work: (channel: ConfirmChannel) => Promise<T>): Promise<T> {
    const open = connection;
    if (!open) throw new AppError('UNAVAILABLE', 'Le serveur de messages est injoignable.');
    const channel = await open.createConfirmChannel();
    channel.on('error', (error) => logger.debug({ err: error }, 'queue-admin channel error'));
    try {
      return await work(channel);
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async function depths(queues: readonly string[]): Promise<QueueDepth[]> {
    const found: QueueDepth[] = [];
    let rest = [...queues];
    // One channel for all, a new one only after a missing queue closed it.
    while (rest.length > 0) {
      rest = await withChannel(async (channel) => {
        for (const [index, queue] of rest.entries()) {
          try {
            const ok = await channel.checkQueue(queue);
            found.push({ queue, messages: ok.messageCount, consumers: ok.consumerCount });
          } catch {
            // 404: not declared (yet) on this broker; the channel is closed, go on with another.
            return rest.slice(index + 1);
          }
        }
        return [];
      });
    }
    return found;
  }

  async function peek(queue: string, limit: number): Promise<DeadLetter[]> {
    return withChannel(async (channel) => {
      const seen: DeadLetter[] = [];
      const ids = new Set<string>();
      while (seen.length < Math.min(limit, MAX_SCAN)) {
        const message = await channel.get(queue, { noAck: false });
        if (message === false) break;
        const letter = describeDeadLetter(queue, message);
        // A message given back by another reader meanwhile could come round again.
        if (ids.has(letter.id)) break;
        ids.add(letter.id);
        seen.push(letter);
      }
      return seen;
    });
  }

  async function take(
    queue: string,
    id: string,
    use: (message: GetMessage, channel: ConfirmChannel) => Promise<void>,
  ): Promise<void> {
    await withChannel(async (channel) => {
      for (let scanned = 0; scanned < MAX_SCAN; scanned++) {
        const message = await channel.get(queue, { noAck: false });
        if (message === false) break;
        if (deadLetterId(message) !== id) continue;
        await use(message, channel);
        // Frames of a channel are handled in order: the ack is settled before the close that
        // gives every other message back.
        channel.ack(message);
        return;
      }
      throw new AppError('NOT_FOUND', 'Ce message n’est plus dans la file (déjà rejoué ou supprimé ?).');
    });
  }

  return { component, depths, peek, take };
}

const REPLAY_DROPS = new Set<string>([
  HEADERS.failureReason,
  HEADERS.attempts,
  HEADERS.failedAt,
  HEADERS.retryCount,
  HEADERS.lastError,
  'x-death',
  'x-delivery-count',
]);

/** Publishes a parked message again to its subscription's main queue, as a first attempt. */
export async function republish(
  channel: ConfirmChannel,
  message: GetMessage,
  mainQueue: string,
): Promise<void> {
  const headers: Record<string, unknown> = { ...(message.properties.headers ?? {}) };
  // A fresh first attempt: neither the bus's failure history nor the broker's delivery counts.
  for (const name of Object.keys(headers)) {
    if (REPLAY_DROPS.has(name) || name.startsWith('x-first-death') || name.startsWith('x-last-death')) {
      delete headers[name];
    }
  }
  headers['x-replayed-at'] = new Date().toISOString();
  const { messageId, correlationId, type, contentType, timestamp } = message.properties;
  await publishConfirmed(channel, '', mainQueue, message.content, {
    persistent: true,
    messageId,
    correlationId,
    type,
    contentType,
    timestamp,
    headers,
  });
}
