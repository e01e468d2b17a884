import type { EventDefinition } from '@courtage/contracts/define';
import type { ConfirmChannel, ConsumeMessage, MessageProperties, Options } from 'amqplib';
import { type Component, watchChannel } from './bus-connection.ts';
import type { EventOf, Subscription } from './bus-types.ts';
import { publishConfirmed } from './confirm.ts';
import { EVENT_COUNT_HEADER, type EventEnvelope, type ParsedEvent, parseEvents } from './envelope.ts';
import type { InFlight } from './in-flight.ts';
import type { Logger } from './logger.ts';
import { EVENTS_EXCHANGE } from './publisher.ts';
import { durableQueueType, retryQueueOptions } from './queue-type.ts';
import { attemptOf, carryHeaders, describeError, HEADERS, nextStep } from './retry-policy.ts';
import { inTransaction } from './tracing.ts';
import { isUnavailableError } from './unavailable.ts';

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_DELAY_MS = 1_000;
const DEFAULT_PREFETCH = 10;
/** With `handleBatch`: the most messages unacknowledged at once, hence the largest batch. */
const DEFAULT_BATCH_PREFETCH = 100;
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

/**
 * One event to settle: a message as delivered, or one event of a message that carries several
 * (an event batch, see parseEvents). Settling it (ack after its effect, a retry copy or a DLQ
 * copy) settles the message once all its events are; giving one back returns the whole message.
 */
type Delivery = {
  open: ConfirmChannel;
  properties: MessageProperties;
  routingKey: string;
  /** The event's own bytes (for a retry or DLQ copy). */
  content(): Buffer;
  parsed: ParsedEvent;
  ack(): void;
  giveBack(): void;
};

function copyProperties(delivery: Delivery, headers: Record<string, unknown>): Options.Publish {
  const { messageId, correlationId, type, contentType, timestamp } = delivery.properties;
  return { persistent: true, messageId, correlationId, type, contentType, timestamp, headers };
}

/** The deliveries of one message: itself, or each event of a batch (parsed once, here). */
function deliveriesOf(
  open: ConfirmChannel,
  message: ConsumeMessage,
  events: Subscription['events'],
): Delivery[] {
  const parsed = parseEvents(message.content, message.properties.headers, events);
  const routingKey = message.fields.routingKey;
  if (!Array.isArray(parsed)) {
    return [
      {
        open,
        properties: message.properties,
        routingKey,
        content: () => message.content,
        parsed,
        ack: () => open.ack(message),
        giveBack: () => open.nack(message, false, true),
      },
    ];
  }
  let unsettled = parsed.length;
  let givenBack = false;
  const settle = (back: boolean) => {
    givenBack ||= back;
    unsettled -= 1;
    if (unsettled > 0) return;
    if (givenBack) open.nack(message, false, true);
    else open.ack(message);
  };
  const { [EVENT_COUNT_HEADER]: _count, ...headers } = message.properties.headers ?? {};
  return parsed.map(({ body, parsed: event }) => {
    let done = false;
    const once = (back: boolean) => () => {
      if (done) return;
      done = true;
      settle(back);
    };
    // An invalid event keeps what it says of itself, for whoever reads the DLQ.
    const own = (key: 'messageId' | 'correlationId'): string | undefined => {
      const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : null;
      return typeof value === 'string' ? value : message.properties[key];
    };
    return {
      open,
      properties: {
        ...message.properties,
        messageId: own('messageId'),
        correlationId: own('correlationId'),
        // As publish() heads a message of one event, for its retry and DLQ copies.
        headers: { ...headers, [HEADERS.correlationId]: own('correlationId') },
      },
      routingKey,
      content: () => Buffer.from(JSON.stringify(body)),
      parsed: event,
      ack: once(false),
      giveBack: once(true),
    };
  });
}

/** Consumes `<consumer>.<purpose>`: validate, de-duplicate, handle, retry with backoff or park in the DLQ. */
export function createSubscriber(sub: Subscription, deps: { logger: Logger; inFlight: InFlight }): Component {
  const queues = queuesOf(sub);
  const maxAttempts = sub.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryDelayMs = sub.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const logger = deps.logger.child({ queue: queues.main });
  if (sub.handleBatch && sub.inboxDb) {
    throw new Error(`${queues.main}: handleBatch is for idempotent handlers, not with inboxDb`);
  }
  let channel: ConfirmChannel | null = null;
  let consumerTag: string | null = null;

  /** Parks the event in the DLQ (confirmed) before settling it. */
  async function park(delivery: Delivery, reason: string, attempt: number) {
    const headers = carryHeaders(delivery.properties.headers, {
      [HEADERS.failureReason]: reason,
      [HEADERS.attempts]: attempt,
      [HEADERS.originalRoutingKey]:
        delivery.properties.headers?.[HEADERS.originalRoutingKey] ?? delivery.routingKey,
      [HEADERS.failedAt]: new Date().toISOString(),
      [HEADERS.consumer]: queues.main,
    });
    await publishConfirmed(
      delivery.open,
      '',
      queues.dlq,
      delivery.content(),
      copyProperties(delivery, headers),
    );
    delivery.ack();
  }

  async function retryLater(delivery: Delivery, reason: string, attempt: number, delayMs: number) {
    const headers = carryHeaders(delivery.properties.headers, {
      [HEADERS.retryCount]: attempt,
      [HEADERS.lastError]: reason,
      [HEADERS.originalRoutingKey]:
        delivery.properties.headers?.[HEADERS.originalRoutingKey] ?? delivery.routingKey,
    });
    const properties = { ...copyProperties(delivery, headers), expiration: String(delayMs) };
    await publishConfirmed(delivery.open, '', queues.retry, delivery.content(), properties);
    delivery.ack();
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

  async function onEvent(delivery: Delivery): Promise<void> {
    const attempt = attemptOf(delivery.properties.headers);
    const { parsed } = delivery;
    // One child logger per message (pino serializes each child's bindings when it is made).
    const log = parsed.ok
      ? logger.child({
          messageId: delivery.properties.messageId,
          attempt,
          correlationId: parsed.envelope.correlationId,
          event: parsed.envelope.type,
        })
      : logger.child({ messageId: delivery.properties.messageId, attempt });
    try {
      if (!parsed.ok) {
        log.error({ reason: parsed.reason }, 'invalid message parked in the DLQ');
        await park(delivery, `invalid message: ${parsed.reason}`, attempt);
        return;
      }
      const { envelope } = parsed;
      try {
        // Traced: a transaction child of the one that wrote the event (its envelope's traceparent).
        const applied = await inTransaction(
          `event ${envelope.type}`,
          'messaging',
          envelope.traceparent,
          () => apply(envelope, log, attempt),
          (done) => (done ? 'ok' : 'duplicate'),
        );
        if (!applied) log.info('duplicate message ignored (already in the inbox)');
        delivery.ack();
      } catch (error) {
        const reason = describeError(error);
        const step = nextStep(attempt, maxAttempts, retryDelayMs);
        if (isUnavailableError(error)) {
          // PostgreSQL restarting, Redis gone: not the message's fault. Retried (backoff up to
          // 30 s) without spending one of its attempts, so an outage longer than the attempts'
          // backoff does not park good messages in the DLQ.
          const delayMs = Math.min(retryDelayMs * 2 ** Math.min(attempt - 1, 5), 30_000);
          log.warn({ err: error, retryInMs: delayMs }, 'a dependency is unavailable, retrying later');
          await retryLater(delivery, reason, attempt - 1, delayMs);
        } else if (step.action === 'retry') {
          log.warn({ err: error, retryInMs: step.delayMs }, 'event handler failed, retrying later');
          await retryLater(delivery, reason, attempt, step.delayMs);
        } else {
          log.error({ err: error }, 'event handler failed for the last time, parked in the DLQ');
          await park(delivery, `handler failed after ${attempt} attempts: ${reason}`, attempt);
        }
      }
    } catch (error) {
      // Retry or DLQ publish not confirmed, or the channel closed: give the message back.
      // Each return counts against x-delivery-limit, so this cannot loop forever.
      log.error({ err: error }, 'message could not be settled, returning it to the queue');
      try {
        delivery.giveBack();
      } catch {
        // Channel closed: the broker returns the message by itself.
      }
    }
  }

  /** Without handleBatch: the events of one message one after the other (as many at once as
   * messages in flight, the channel's prefetch). */
  async function onMessage(open: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    for (const delivery of deliveriesOf(open, message, sub.events)) await onEvent(delivery);
  }

  /** Events that arrived while a batch was being written: the next batch. */
  let waiting: Delivery[] = [];
  let writing: Promise<void> | null = null;

  /**
   * With `handleBatch`: one batch written at a time. Events delivered meanwhile wait and go
   * together in the next one, so a quiet queue handles each event at once and a busy one
   * writes many per statement (group commit), each settled only once its batch committed.
   */
  function enqueue(deliveries: Delivery[]): void {
    waiting.push(...deliveries);
    if (writing) return;
    writing = (async () => {
      try {
        // The messages of the same socket read join this batch.
        await new Promise((resolve) => setImmediate(resolve));
        while (waiting.length > 0) {
          const batch = waiting;
          waiting = [];
          await handleDeliveries(batch);
        }
      } finally {
        writing = null;
      }
    })();
    deps.inFlight.track(writing);
  }

  async function handleDeliveries(batch: Delivery[]): Promise<void> {
    const valid: { delivery: Delivery; envelope: EventEnvelope }[] = [];
    const alone: Promise<void>[] = [];
    for (const delivery of batch) {
      // An invalid event is parked by onEvent, as without batches.
      if (delivery.parsed.ok) valid.push({ delivery, envelope: delivery.parsed.envelope });
      else alone.push(onEvent(delivery));
    }
    if (valid.length === 1) {
      alone.push(onEvent(valid[0]!.delivery));
    } else if (valid.length > 1) {
      try {
        await sub.handleBatch!(
          valid.map(({ envelope }) => envelope as EventOf<EventDefinition>),
          { logger },
        );
        for (const { delivery } of valid) ackQuietly(delivery);
      } catch (error) {
        logger.warn({ err: error, events: valid.length }, 'batch failed, handling its events one by one');
        for (const { delivery } of valid) alone.push(onEvent(delivery));
      }
    }
    await Promise.all(alone);
  }

  function ackQuietly(delivery: Delivery): void {
    try {
      delivery.ack();
    } catch {
      // Channel closed meanwhile: the broker delivers the message again (handlers are idempotent).
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
      await opened.prefetch(sub.prefetch ?? (sub.handleBatch ? DEFAULT_BATCH_PREFETCH : DEFAULT_PREFETCH));
      await assertSubscriptionTopology(opened, sub);
      const consumed = await opened.consume(queues.main, (message) => {
        if (message === null) {
          logger.warn('consumer cancelled by the broker, subscribing again');
          opened.close().catch(() => undefined);
          return;
        }
        if (sub.handleBatch) enqueue(deliveriesOf(opened, message, sub.events));
        else deps.inFlight.track(onMessage(opened, message));
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
