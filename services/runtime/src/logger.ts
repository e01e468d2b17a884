import pino from 'pino';
import { traceLogFields } from './tracing.ts';

export type Logger = pino.Logger;

/** One JSON logger per process; `name` is the service (or component) name. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // `trace.id` and `transaction.id` of the traced work a line belongs to (tracing.ts): Kibana
    // links the line to its trace. Nothing is added while tracing is off.
    mixin: traceLogFields,
  });
}

/** Child logger carrying the correlation id (`correlationId` field). */
export function withCorrelation(logger: Logger, correlationId: string): Logger {
  return logger.child({ correlationId });
}
