import type { RpcDefinition } from '@courtage/contracts/define';
import {
  type ErrorBody,
  INVALID_FIELDS_MESSAGE,
  isAppError,
  REQUEST_MESSAGES,
} from '@courtage/contracts/errors';
import type { Static } from '@sinclair/typebox';
import type { Channel, ConsumeMessage } from 'amqplib';
import { type Component, watchChannel } from './bus-connection.ts';
import type { RpcHandler, RpcMeta } from './bus-types.ts';
import type { InFlight } from './in-flight.ts';
import { type Logger, withCorrelation } from './logger.ts';
import { observeRpcServed } from './metrics.ts';
import { durableQueueType, rpcQueueOptions } from './queue-type.ts';
import { REQUEST_BODY, type RpcReplyBody, type RpcRequestBody, rpcQueue } from './rpc-protocol.ts';
import { inTransaction, TRACEPARENT_HEADER, tracingEnabled } from './tracing.ts';
import { isUnavailableError } from './unavailable.ts';
import { validate } from './validate.ts';

/** What a caller is told of a handler's unexpected failure (never its details). */
const INTERNAL_ERROR_MESSAGE = 'Erreur interne.';

/** Typed helper to build an RpcHandler. Throw AppError(code, message, details) to answer an error. */
export function rpcHandler<R extends RpcDefinition>(
  def: R,
  handle: (data: Static<R['request']>, meta: RpcMeta) => Promise<Static<R['response']>>,
): RpcHandler {
  return { def, handle };
}

const PREFETCH = 50;

function failure(code: ErrorBody['code'], message: string, details?: unknown): RpcReplyBody {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

/** Runs one request to its reply; never throws. */
export async function answer(
  handlers: ReadonlyMap<string, RpcHandler>,
  content: Buffer,
  logger: Logger,
): Promise<RpcReplyBody> {
  let body: RpcRequestBody;
  try {
    body = JSON.parse(content.toString('utf8'));
  } catch {
    return failure('VALIDATION_FAILED', 'Requête illisible.');
  }
  const bodyErrors = validate(REQUEST_BODY, body);
  if (bodyErrors.length > 0) return failure('VALIDATION_FAILED', REQUEST_MESSAGES.badRequest, bodyErrors);
  // Built only when something is logged: a child logger per message costs on the hot path.
  const log = () => withCorrelation(logger, body.meta.correlationId).child({ rpc: body.type });
  const handler = handlers.get(body.type);
  if (!handler) {
    log().error('RPC type not served here');
    return failure('INTERNAL', `Unknown RPC ${body.type}`);
  }
  if (handler.def.version !== body.version) {
    return failure('VALIDATION_FAILED', `Unsupported version ${body.version} of ${body.type}`);
  }
  const errors = validate(handler.def.request, body.data);
  if (errors.length > 0) return failure('VALIDATION_FAILED', INVALID_FIELDS_MESSAGE, errors);
  try {
    const result = await handler.handle(body.data, body.meta);
    const replyErrors = validate(handler.def.response, result);
    if (replyErrors.length > 0) {
      log().error({ errors: replyErrors }, 'RPC handler answered outside its contract');
      return failure('INTERNAL', INTERNAL_ERROR_MESSAGE);
    }
    return { ok: true, data: result };
  } catch (error) {
    if (isAppError(error)) return failure(error.code, error.message, error.details);
    if (isUnavailableError(error)) {
      // PostgreSQL restarting, Redis gone: the caller may try again shortly (503), not a bug (500).
      log().warn({ err: error }, 'RPC handler failed: a dependency is unavailable');
      return failure('UNAVAILABLE', 'Service momentanément indisponible.');
    }
    log().error({ err: error }, 'RPC handler failed');
    return failure('INTERNAL', INTERNAL_ERROR_MESSAGE);
  }
}

/** Serves `<service>.rpc` on its own channel. */
export function createRpcServer(
  service: string,
  handlerList: RpcHandler[],
  deps: { logger: Logger; inFlight: InFlight },
): Component {
  const handlers = new Map(handlerList.map((handler) => [handler.def.type, handler]));
  const logger = deps.logger.child({ rpcQueue: rpcQueue(service) });
  const queueType = durableQueueType();
  let channel: Channel | null = null;
  let consumerTag: string | null = null;

  async function onRequest(opened: Channel, message: ConsumeMessage): Promise<void> {
    const started = performance.now();
    // The type the caller put on the message; an unknown one is counted as 'unknown' (bounded labels).
    const type = message.properties.type;
    // Traced: a transaction child of the caller's span (its traceparent header, tracing.ts).
    const serve = async () => {
      const answered = await answer(handlers, message.content, logger);
      // Debug only (a no-op at the default level): with trace.id when traced.
      logger.debug({ rpc: type, outcome: answered.ok ? 'ok' : answered.error.code }, 'RPC served');
      return answered;
    };
    const reply = tracingEnabled()
      ? await inTransaction(
          `rpc ${typeof type === 'string' ? type : 'unknown'}`,
          'messaging',
          message.properties.headers?.[TRACEPARENT_HEADER],
          serve,
          (answered) => (answered.ok ? 'ok' : answered.error.code),
        )
      : await serve();
    observeRpcServed(
      typeof type === 'string' && handlers.has(type) ? type : 'unknown',
      (performance.now() - started) / 1000,
      reply.ok ? undefined : reply.error.code,
    );
    const { replyTo, correlationId } = message.properties;
    try {
      if (replyTo) {
        opened.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), {
          correlationId,
          contentType: 'application/json',
        });
      }
      opened.ack(message);
    } catch (error) {
      // The channel closed meanwhile: the broker requeues the request for another try.
      logger.warn({ err: error }, 'RPC reply not sent: channel closed');
    }
  }

  return {
    name: `rpc-server:${service}`,
    async start(connection, restart) {
      const opened = await connection.createChannel();
      watchChannel(opened, `rpc-server:${service}`, logger, () => {
        if (channel === opened) channel = null;
        restart();
      });
      await opened.prefetch(PREFETCH);
      await opened.assertQueue(rpcQueue(service), rpcQueueOptions(queueType));
      const consumed = await opened.consume(rpcQueue(service), (message) => {
        if (message === null) {
          logger.warn('RPC consumer cancelled by the broker, subscribing again');
          opened.close().catch(() => undefined);
          return;
        }
        deps.inFlight.track(onRequest(opened, message));
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
