import { randomUUID } from 'node:crypto';
import type { RpcDefinition } from '@courtage/contracts/define';
import { AppError, INVALID_FIELDS_MESSAGE, REQUEST_MESSAGES } from '@courtage/contracts/errors';
import type { Static } from '@sinclair/typebox';
import type { Channel, ConsumeMessage } from 'amqplib';
import { type Component, type ConnectionManager, watchChannel } from './bus-connection.ts';
import type { CallOptions } from './bus-types.ts';
import { takeChecked } from './checked-values.ts';
import type { Logger } from './logger.ts';
import {
  DEFAULT_TIMEOUT_MS,
  isErrorCode,
  REPLY_BODY,
  REPLY_TO,
  type RpcReplyBody,
  type RpcRequestBody,
  rpcQueue,
} from './rpc-protocol.ts';
import { SerializedJson } from './serialized-json.ts';
import { inSpan, TRACEPARENT_HEADER, tracingEnabled } from './tracing.ts';
import { validate } from './validate.ts';

type Pending = {
  def: RpcDefinition;
  resolve(value: unknown): void;
  reject(error: AppError): void;
  timer: NodeJS.Timeout;
};

/** How a successful reply starts: `JSON.stringify({ ok: true, data })` in rpc-server.ts. */
const OK_REPLY_PREFIX = Buffer.from('{"ok":true,"data":');
const CLOSING_BRACE = 0x7d;
const replyBytes = new WeakMap<object, Buffer>();
/** The RPCs whose reply bytes are kept (keepReplyBytes): only those pay for it. */
const bytesKeptFor = new WeakSet<RpcDefinition>();

/** Keeps the reply bytes of `def`'s calls for replyJsonOf (a route that answers them unchanged). */
export function keepReplyBytes(def: RpcDefinition): void {
  bytesKeptFor.add(def);
}

/**
 * The JSON bytes of a reply's `data` as the service sent them (for an RPC named to
 * keepReplyBytes), once the client parsed and
 * validated them against the RPC's response (`call` resolved with that very object). A gateway
 * route answering the data unchanged sends these bytes instead of serializing the object again
 * (create-offer's 10 kB reply). The service writes them with JSON.stringify: the same object,
 * no duplicate keys. Undefined for anything else.
 */
export function replyJsonOf(data: unknown): Buffer | undefined {
  return typeof data === 'object' && data !== null ? replyBytes.get(data) : undefined;
}

// When the connection is down, a call waits this long (at most its timeout) for it to come back.
const RECONNECT_GRACE_MS = 2_000;

/**
 * Calls of one process waiting for their reply at most. Beyond, a call fails at once with
 * UNAVAILABLE (the gateway's French 503) instead of waiting: a slow service, a slow database
 * or a full queue then costs the caller a bounded memory, and those that are let through are
 * answered before their timeout (tests/bench's overload scenario: twice the sustainable rate).
 */
export const DEFAULT_MAX_CALLS_IN_FLIGHT = 256;

export type RpcClient = {
  component: Component;
  call<R extends RpcDefinition>(
    def: R,
    data: Static<R['request']>,
    opts?: CallOptions,
  ): Promise<Static<R['response']>>;
  failAll(reason: string): void;
  /** Calls waiting for their reply now. */
  inFlight(): number;
};

export function createRpcClient(
  manager: ConnectionManager,
  logger: Logger,
  maxInFlight = DEFAULT_MAX_CALLS_IN_FLIGHT,
): RpcClient {
  const pending = new Map<string, Pending>();
  let refused = 0;
  let channel: Channel | null = null;

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    clearTimeout(entry.timer);
    return entry;
  }

  function failAll(reason: string): void {
    for (const id of [...pending.keys()]) settle(id)?.reject(new AppError('UNAVAILABLE', reason));
  }

  function onReply(message: ConsumeMessage | null): void {
    if (message === null) {
      // Cancelled by the broker: closing the channel makes the component start again.
      channel?.close().catch(() => undefined);
      return;
    }
    const entry = settle(message.properties.correlationId);
    if (!entry) return; // a reply after its timeout: the caller already got TIMEOUT
    let body: RpcReplyBody;
    try {
      body = JSON.parse(message.content.toString('utf8'));
    } catch {
      entry.reject(new AppError('INTERNAL', `Unparseable reply to ${entry.def.type}`));
      return;
    }
    if (validate(REPLY_BODY, body).length > 0) {
      entry.reject(new AppError('INTERNAL', `Malformed reply to ${entry.def.type}`));
    } else if (body.ok) {
      const errors = validate(entry.def.response, body.data);
      if (errors.length === 0) {
        const { content } = message;
        if (
          bytesKeptFor.has(entry.def) &&
          typeof body.data === 'object' &&
          body.data !== null &&
          content.length > OK_REPLY_PREFIX.length &&
          content[content.length - 1] === CLOSING_BRACE &&
          content.compare(OK_REPLY_PREFIX, 0, OK_REPLY_PREFIX.length, 0, OK_REPLY_PREFIX.length) === 0
        ) {
          replyBytes.set(body.data, content.subarray(OK_REPLY_PREFIX.length, content.length - 1));
        }
        entry.resolve(body.data);
      } else {
        logger.error({ rpc: entry.def.type, errors }, 'RPC reply does not match its contract');
        entry.reject(
          new AppError('INTERNAL', `Reply to ${entry.def.type} does not match its contract`, errors),
        );
      }
    } else {
      const code = isErrorCode(body.error.code) ? body.error.code : 'INTERNAL';
      entry.reject(new AppError(code, body.error.message, body.error.details));
    }
  }

  const component: Component = {
    name: 'rpc-client',
    async start(connection, restart) {
      const opened = await connection.createChannel();
      watchChannel(opened, 'rpc-client', logger, () => {
        if (channel !== opened) return;
        channel = null;
        failAll('The connection to the message broker was lost');
        restart();
      });
      // Direct reply-to: consume the pseudo-queue (noAck) on this channel before publishing on it.
      await opened.consume(REPLY_TO, onReply, { noAck: true });
      channel = opened;
    },
  };

  async function call<R extends RpcDefinition>(
    def: R,
    data: Static<R['request']> | SerializedJson,
    opts: CallOptions = {},
  ): Promise<Static<R['response']>> {
    const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const serialized = data instanceof SerializedJson ? data : null;
    // A request the gateway just checked against this very schema (its body, unchanged) is not
    // checked again here (markChecked, checked-values.ts); the service checks it on arrival.
    if (!serialized && !takeChecked(def.request, data)) {
      const errors = validate(def.request, data);
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
    }
    if (pending.size >= maxInFlight) {
      // Logged once per burst, not per refused call (an overload would flood the log).
      if (refused++ === 0) logger.warn({ rpc: def.type, maxInFlight }, 'RPC calls in flight at their bound');
      throw new AppError('UNAVAILABLE', REQUEST_MESSAGES.unavailable);
    }
    if (refused > 0 && pending.size < maxInFlight / 2) {
      logger.warn({ refused }, 'RPC calls in flight back under their bound');
      refused = 0;
    }
    const started = Date.now();
    if (!channel) await manager.whenConnected(Math.min(timeoutMs, RECONNECT_GRACE_MS));
    const open = channel;
    if (!open) throw new AppError('UNAVAILABLE', 'The message broker cannot be reached');
    const remaining = Math.max(1, timeoutMs - (Date.now() - started));
    const id = randomUUID();
    const body: RpcRequestBody = {
      type: def.type,
      version: def.version,
      data,
      meta: { correlationId: opts.correlationId ?? id, actor: opts.actor ?? { kind: 'visitor' } },
    };
    const send = (traceparent: string | undefined) =>
      new Promise<Static<R['response']>>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (settle(id))
            reject(new AppError('TIMEOUT', `${def.type} did not answer within ${timeoutMs} ms`));
        }, remaining);
        pending.set(id, { def, resolve: resolve as (value: unknown) => void, reject, timer });
        try {
          // Already serialized: one copy of its pieces between the envelope's two ends.
          const content = serialized
            ? Buffer.concat([
                Buffer.from(`{"type":${JSON.stringify(body.type)},"version":${body.version},"data":`),
                ...serialized.chunks,
                Buffer.from(`,"meta":${JSON.stringify(body.meta)}}`),
              ])
            : Buffer.from(JSON.stringify(body));
          open.sendToQueue(rpcQueue(def.service), content, {
            replyTo: REPLY_TO,
            correlationId: id,
            // The request expires with the caller's patience: a late server never sees it.
            expiration: String(remaining),
            contentType: 'application/json',
            type: def.type,
            headers: traceparent
              ? { 'x-correlation-id': body.meta.correlationId, [TRACEPARENT_HEADER]: traceparent }
              : { 'x-correlation-id': body.meta.correlationId },
          });
        } catch (error) {
          settle(id);
          reject(
            new AppError('UNAVAILABLE', `The message broker cannot be reached: ${(error as Error).message}`),
          );
        }
      });
    // Traced: a span of the caller's transaction, whose context the server continues (tracing.ts).
    const reply = await (tracingEnabled()
      ? inSpan(`rpc ${def.type}`, 'messaging', 'rabbitmq', 'send', send)
      : send(undefined));
    // Debug only (a no-op at the default level): with trace.id when traced.
    logger.debug({ rpc: def.type, ms: Date.now() - started }, 'RPC answered');
    return reply;
  }

  return { component, call, failAll, inFlight: () => pending.size };
}
