import type { EventDefinition } from '@courtage/contracts/define';
import type { ConfirmChannel, ConsumeMessage, Options } from 'amqplib';
import { type Component, watchChannel } from './bus-connection.ts';
import type { Subscription } from './bus-types.ts';
import { publishConfirmed } from './confirm.ts';
import { type EventEnvelope, parseEvent } from './envelope.ts';
import type { InFlight } from './in-flight.ts';
import type { Logger } from './logger.ts';
import { EVENTS_EXCHANGE } from './publisher.ts';
import { durableQueueType, retryQueueOptions } from './queue-type.ts';
import { attemptOf, carryHeaders, describeError, HEADERS, nextStep } from './retry-policy.ts';
import { isUnavailableError } from './unavailable.ts';

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_DELAY_MS = 1_000;
const DEFAULT_PREFETCH = 10;
/**
 * Redeliveries the quorum queue allows before dead-lettering a message to the DLQ by
 * itself. The bus normally parks failing messages long before (maxAttempts); this limit
 * stops a message that kills its consumer every time (crash, lost channel) from looping.
 * RabbitMQ 3.10 has no default, and the value is part of the queue's identity
 * (changing it makes queue declaration fail), hence one constant for every queue.
 */
export const DELIVERY_LIMIT = 20;

/**
 * A subscription whose handler receives the typed data of the events it lists (narrowed by
 * `event.type` when it lists several): no `event.data as X` in the services.
 */
export function defineSubscription<E extends EventDefinition>(sub: Subscription<E>): Subscription<E> {
  return sub;
}

export type SubscriptionQueues = { main: string; retry: string; dlq: string };

export function queuesOf(sub: Pick<Subscription, 'consumer' | 'purpose'>): SubscriptionQueues {
  const main = `${sub.consumer}.${sub.purpose}`;
  return { main, retry: `${main}.retry`, dlq: `${main}.dlq` };
}

/** Declares the DLQ, the retry queue and the main queue of a subscription, and binds it. */
export async function assertSubscriptionTopology(
  channel: ConfirmChannel,
  sub: Pick<Subscription, 'consumer' | 'purpose' | 'events'>,
): Promise<SubscriptionQueues> {
  const queues = queuesOf(sub);
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await channel.assertQueue(queues.dlq, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  // The retry queue has no consumer: a message waits there for its per-message TTL
  // (`expiration`, the backoff of its attempt), then is dead-lettered back to the main
  // queue. Classic queue because per-message TTL with dead-lettering is long-standing
  // classic-queue behaviour, while message TTL on quorum queues only arrived in 3.10.0
  // (the version here) and the retry copy does not need replication: the original is
  // acked only once the broker has confirmed the copy. Per-message rather than per-queue
  // TTL so that one queue serves every backoff step; the price is that a classic queue
  // expires messages at its head only, so a short delay queued behind a longer one waits
  // for it: a retry may come a little late, never early, never lost.
  // AMQP_QUEUE_TYPE=quorum (cluster profile): a quorum queue instead (queue-type.ts).
  await channel.assertQueue(queues.retry, retryQueueOptions(durableQueueType(), queues.main));
  await channel.assertQueue(queues.main, {
    durable: true,
    arguments: {
      'x-queue-type': 'quorum',
      'x-delivery-limit': DELIVERY_LIMIT,
      'x-dead-letter-exchange': '',
      'x-dead-letter-routing-key': queues.dlq,
    },
  });
  for (const event of sub.events) await channel.bindQueue(queues.main, EVENTS_EXCHANGE, event.type);
  return queues;
}

function copyProperties(message: ConsumeMessage, headers: Record<string, unknown>): Options.Publish {
  const { messageId, correlationId, type, contentType, timestamp } = message.properties;
  return { persistent: true, messageId, correlationId, type, contentType, timestamp, headers };
}

/** Consumes `<consumer>.<purpose>`: validate, de-duplicate, handle, retry with backoff or park in the DLQ. */
export function createSubscriber(sub: Subscription, deps: { logger: Logger; inFlight: InFlight }): Component {
  const queues = queuesOf(sub);
  const maxAttempts = sub.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryDelayMs = sub.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const logger = deps.logger.child({ queue: queues.main });
  let channel: ConfirmChannel | null = null;
  let consumerTag: string | null = null;

  /** Parks the message in the DLQ (confirmed) before acking the original. */
  async function park(open: ConfirmChannel, message: ConsumeMessage, reason: string, attempt: number) {
    const headers = carryHeaders(message.properties.headers, {
      [HEADERS.failureReason]: reason,
      [HEADERS.attempts]: attempt,
      [HEADERS.originalRoutingKey]:
        message.properties.headers?.[HEADERS.originalRoutingKey] ?? message.fields.routingKey,
      [HEADERS.failedAt]: new Date().toISOString(),
      [HEADERS.consumer]: queues.main,
    });
    await publishConfirmed(open, '', queues.dlq, message.content, copyProperties(message, headers));
    open.ack(message);
  }

  async function retryLater(
    open: ConfirmChannel,
    message: ConsumeMessage,
    reason: string,
    attempt: number,
    delayMs: number,
  ) {
    const headers = carryHeaders(message.properties.headers, {
      [HEADERS.retryCount]: attempt,
      [HEADERS.lastError]: reason,
      [HEADERS.originalRoutingKey]:
        message.properties.headers?.[HEADERS.originalRoutingKey] ?? message.fields.routingKey,
    });
    const properties = { ...copyProperties(message, headers), expiration: String(delayMs) };
    await publishConfirmed(open, '', queues.retry, message.content, properties);
    open.ack(message);
  }

  async function apply(envelope: EventEnvelope, log: Logger, attempt: number): Promise<boolean> {
    const inboxDb = sub.inboxDb;
    if (!inboxDb) {
      await sub.handle(envelope, { logger: log, attempt });
      return true;
    }
    return inboxDb.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('inbox')
        .values({ consumer: queues.main, message_id: envelope.messageId })
        .onConflict((conflict) => conflict.columns(['consumer', 'message_id']).doNothing())
        .returning('message_id')
        .executeTakeFirst();
      if (!recorded) return false;
      await sub.handle(envelope, { trx, logger: log, attempt });
      return true;
    });
  }

  async function onMessage(open: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    const attempt = attemptOf(message.properties.headers);
    const parsed = parseEvent(message.content, sub.events);
    // One child logger per message (pino serializes each child's bindings when it is made).
    const log = parsed.ok
      ? logger.child({
          messageId: message.properties.messageId,
          attempt,
          correlationId: parsed.envelope.correlationId,
          event: parsed.envelope.type,
        })
      : logger.child({ messageId: message.properties.messageId, attempt });
    try {
      if (!parsed.ok) {
        log.error({ reason: parsed.reason }, 'invalid message parked in the DLQ');
        await park(open, message, `invalid message: ${parsed.reason}`, attempt);
        return;
      }
      const { envelope } = parsed;
      try {
        const applied = await apply(envelope, log, attempt);
        if (!applied) log.info('duplicate message ignored (already in the inbox)');
        open.ack(message);
      } catch (error) {
        const reason = describeError(error);
        const step = nextStep(attempt, maxAttempts, retryDelayMs);
        if (isUnavailableError(error)) {
          // PostgreSQL restarting, Redis gone: not the message's fault. Retried (backoff up to
          // 30 s) without spending one of its attempts, so an outage longer than the attempts'
          // backoff does not park good messages in the DLQ.
          const delayMs = Math.min(retryDelayMs * 2 ** Math.min(attempt - 1, 5), 30_000);
          log.warn({ err: error, retryInMs: delayMs }, 'a dependency is unavailable, retrying later');
          await retryLater(open, message, reason, attempt - 1, delayMs);
        } else if (step.action === 'retry') {
          log.warn({ err: error, retryInMs: step.delayMs }, 'event handler failed, retrying later');
          await retryLater(open, message, reason, attempt, step.delayMs);
        } else {
          log.error({ err: error }, 'event handler failed for the last time, parked in the DLQ');
          await park(open, message, `handler failed after ${attempt} attempts: ${reason}`, attempt);
        }
      }
    } catch (error) {
      // Retry or DLQ publish not confirmed, or the channel closed: give the message back.
      // Each return counts against x-delivery-limit, so this cannot loop forever.
      log.error({ err: error }, 'message could not be settled, returning it to the queue');
      try {
        open.nack(message, false, true);
      } catch {
        // Channel closed: the broker returns the message by itself.
      }
    }
  }

  return {
    name: `subscriber:${queues.main}`,
    async start(connection, restart) {
      const opened = await connection.createConfirmChannel();
      watchChannel(opened, `subscriber:${queues.main}`, logger, () => {
        if (channel === opened) channel = null;
        restart();
      });
      await opened.prefetch(sub.prefetch ?? DEFAULT_PREFETCH);
      await assertSubscriptionTopology(opened, sub);
      const consumed = await opened.consume(queues.main, (message) => {
        if (message === null) {
          logger.warn('consumer cancelled by the broker, subscribing again');
          opened.close().catch(() => undefined);
          return;
        }
        deps.inFlight.track(onMessage(opened, message));
      });
      channel = opened;
      consumerTag = consumed.consumerTag;
    },
    async stop() {
      if (channel && consumerTag) await channel.cancel(consumerTag);
      consumerTag = null;
    },
  };
}
