import type { Actor, EventDefinition, RpcDefinition } from '@courtage/contracts/define';
import type { Static } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { EventEnvelope } from './envelope.ts';
import type { Logger } from './logger.ts';
import type { QueueAdmin } from './queue-admin.ts';
import type { SerializedJson } from './serialized-json.ts';

export type RpcMeta = { correlationId: string; actor: Actor };

export type RpcHandler = {
  def: RpcDefinition;
  // biome-ignore lint/suspicious/noExplicitAny: data was validated against def.request by the bus
  handle(data: any, meta: RpcMeta): Promise<unknown>;
};

export type SubscriptionContext = {
  // biome-ignore lint/suspicious/noExplicitAny: each service passes its own Kysely DB type
  trx?: Transaction<any>;
  logger: Logger;
  attempt: number;
};

/**
 * The envelope of one of the events `E`, its data typed by the event's schema: the subscriber
 * validates each message against its definition before the handler sees it.
 */
export type EventOf<E extends EventDefinition> = E extends EventDefinition
  ? EventEnvelope<Static<E['data']>> & { type: E['type'] }
  : never;

export type Subscription<E extends EventDefinition = EventDefinition> = {
  /** e.g. 'notification' */
  consumer: string;
  /** e.g. 'contact-query-emails' -> queue notification.contact-query-emails */
  purpose: string;
  /** Bound routing keys; data validated against each schema. */
  events: readonly E[];
  /**
   * With `inboxDb`, the handler runs inside a transaction that also records the
   * messageId in `inbox`; a redelivered message is acked without a second effect.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each service passes its own Kysely DB type
  inboxDb?: Kysely<any>;
  handle(event: EventOf<E>, ctx: SubscriptionContext): Promise<void>;
  /**
   * Several waiting events at once (under load, the messages that arrived while the previous
   * batch was being written): must have the same effect as `handle` on each, in any order, so
   * only for idempotent handlers without `inboxDb`. The messages are acknowledged once it
   * resolves; if it throws, each message goes through `handle` on its own (its retries and DLQ).
   */
  handleBatch?(events: EventOf<E>[], ctx: Omit<SubscriptionContext, 'trx' | 'attempt'>): Promise<void>;
  /** Default 5, then the message goes to the DLQ with the reason. */
  maxAttempts?: number;
  /** Default 1000, doubled per attempt. */
  retryDelayMs?: number;
  /** Messages handled at once by this process (channel prefetch). Default 10, 100 with
   * `handleBatch` (the most one batch can hold). */
  prefetch?: number;
};

export type CallOptions = { timeoutMs?: number; correlationId?: string; actor?: Actor };

export type Bus = {
  /**
   * RPC to `def.service`. Rejects with AppError('TIMEOUT') after timeoutMs (default 5000),
   * AppError('UNAVAILABLE') when the broker is unreachable, or the handler's AppError.
   */
  call<R extends RpcDefinition>(
    def: R,
    /** The request, or its JSON already made (serializeInTurns, for a request of megabytes). */
    data: Static<R['request']> | SerializedJson,
    opts?: CallOptions,
  ): Promise<Static<R['response']>>;
  /** Serves `<service>.rpc`. Requests are validated against def.request (VALIDATION_FAILED otherwise). */
  serve(service: string, handlers: RpcHandler[]): Promise<void>;
  subscribe(sub: Subscription): Promise<void>;
  /** Publishes with publisher confirms (used by the outbox relay; services use enqueueEvent). */
  publish(envelope: EventEnvelope): Promise<void>;
  /** Publishes several events, those of one type as one message (the outbox relay's claims). */
  publishBatch(envelopes: readonly EventEnvelope[]): Promise<void>;
  /**
   * Stops consuming (RPC queues and subscriptions) and waits for in-flight handlers; the
   * connection stays open for calls and publishing (the outbox relay's last drain).
   */
  drain(): Promise<void>;
  /** Stops consuming, waits for in-flight handlers, closes channels and connection. */
  close(): Promise<void>;
  isConnected(): boolean;
  /** Queue depths and dead letters, for the ops console and the metrics (queue-admin.ts). */
  queues: Pick<QueueAdmin, 'depths' | 'peek' | 'take'>;
};
