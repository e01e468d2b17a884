import { AppError } from '@courtage/contracts/errors';
import type { ConfirmChannel } from 'amqplib';
import { type Component, type ConnectionManager, watchChannel } from './bus-connection.ts';
import { publishConfirmed } from './confirm.ts';
import { EVENT_COUNT_HEADER, type EventEnvelope } from './envelope.ts';
import type { Logger } from './logger.ts';
import { HEADERS } from './retry-policy.ts';
import { inSpan, tracingEnabled } from './tracing.ts';

export const EVENTS_EXCHANGE = 'events';

export type Publisher = {
  component: Component;
  publish(envelope: EventEnvelope): Promise<void>;
  publishBatch(envelopes: readonly EventEnvelope[]): Promise<void>;
};

// Publishing is done by the outbox relay, which retries: no long wait for the broker here.
const RECONNECT_GRACE_MS = 1_000;

export function createPublisher(manager: ConnectionManager, logger: Logger): Publisher {
  let channel: ConfirmChannel | null = null;

  async function openChannel(): Promise<ConfirmChannel> {
    if (!channel) await manager.whenConnected(RECONNECT_GRACE_MS);
    const open = channel;
    if (!open) throw new AppError('UNAVAILABLE', 'The message broker cannot be reached');
    return open;
  }

  /** One confirmed, persistent message to the events exchange, described by its first event. */
  async function send(
    first: EventEnvelope,
    body: unknown,
    messageId: string,
    headers: Record<string, unknown>,
    what: string,
  ): Promise<void> {
    const open = await openChannel();
    try {
      await publishConfirmed(open, EVENTS_EXCHANGE, first.type, Buffer.from(JSON.stringify(body)), {
        persistent: true,
        messageId,
        correlationId: first.correlationId,
        type: first.type,
        contentType: 'application/json',
        timestamp: Math.floor(Date.parse(first.occurredAt) / 1000) || undefined,
        headers: { ...headers, 'x-version': first.version },
      });
    } catch (error) {
      throw new AppError('UNAVAILABLE', `${what} not confirmed: ${(error as Error).message}`);
    }
  }

  function sendOne(envelope: EventEnvelope): Promise<void> {
    return send(
      envelope,
      envelope,
      envelope.messageId,
      { [HEADERS.correlationId]: envelope.correlationId },
      `Event ${envelope.type}`,
    );
  }

  /**
   * An event published outside the outbox (the gateway's site-form commands) carries the
   * `traceparent` of a span of the current transaction, so its consumer's transaction joins the
   * trace; one from the outbox already carries its writer's.
   */
  function publish(envelope: EventEnvelope): Promise<void> {
    if (envelope.traceparent || !tracingEnabled()) return sendOne(envelope);
    return inSpan(`publish ${envelope.type}`, 'messaging', 'rabbitmq', 'send', (traceparent) =>
      sendOne(traceparent ? { ...envelope, traceparent } : envelope),
    );
  }

  /**
   * Several events: one message per type and version, its body the JSON array of their
   * envelopes (EVENT_COUNT_HEADER says how many), so that a burst costs the broker and each
   * consumer one message, one confirm and one ack instead of one per event. A lone event goes
   * as itself. Subscribers settle each event of a message on its own (retry, DLQ).
   */
  async function publishBatch(envelopes: readonly EventEnvelope[]): Promise<void> {
    const groups = new Map<string, EventEnvelope[]>();
    for (const envelope of envelopes) {
      const key = `${envelope.type}\u0000${envelope.version}`;
      const group = groups.get(key);
      if (group) group.push(envelope);
      else groups.set(key, [envelope]);
    }
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const [first] = group as [EventEnvelope, ...EventEnvelope[]];
        if (group.length === 1) return publish(first);
        return send(
          first,
          group,
          `${first.messageId}+${group.length - 1}`,
          { [EVENT_COUNT_HEADER]: group.length },
          `${group.length} events ${first.type}`,
        );
      }),
    );
  }

  return {
    component: {
      name: 'publisher',
      async start(connection, restart) {
        const opened = await connection.createConfirmChannel();
        watchChannel(opened, 'publisher', logger, () => {
          if (channel === opened) channel = null;
          restart();
        });
        await opened.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
        channel = opened;
      },
    },
    publish,
    publishBatch,
  };
}
