import { ecsFormat } from '@elastic/ecs-pino-format';
import pino from 'pino';
import { traceLogFields } from './tracing.ts';

export type Logger = pino.Logger;

/**
 * One JSON logger per process; `name` is the service (or component) name. Lines are ECS JSON
 * (Elastic Common Schema: `@timestamp`, `log.level`, `message`, `service.name`, `log.logger`,
 * `ecs.version`, errors as `error.type`/`error.message`/`error.stack_trace`), so Filebeat or the
 * Elastic Agent ship them to Elasticsearch as they are and Kibana's Logs app reads them.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    // The agent's own integration stays off: the current transaction is the runtime's
    // (tracing.ts keeps it in its own AsyncLocalStorage), given by the mixin below.
    ...ecsFormat({ apmIntegration: false, serviceName: name, convertReqRes: false }),
    // `trace.id` and `transaction.id` of the traced work a line belongs to (tracing.ts): Kibana
    // links the line to its trace. Nothing is added while tracing is off.
    mixin: traceLogFields,
  });
}

/** Child logger carrying the correlation id (`correlationId` field). */
export function withCorrelation(logger: Logger, correlationId: string): Logger {
  return logger.child({ correlationId });
}
