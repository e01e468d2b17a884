import { AsyncLocalStorage } from 'node:async_hooks';
import type * as Apm from 'elastic-apm-node';

/**
 * Distributed tracing with the Elastic APM Node agent, off unless `ELASTIC_APM_SERVER_URL` is
 * set: the agent is then loaded and started once per process (gateway, each service); without it
 * nothing is loaded and every helper below returns at its first test.
 *
 * The agent's automatic instrumentation stays off (`instrument: false`: these processes are ES
 * modules, which its require hooks do not see); the runtime makes the spans itself, where the
 * work crosses a boundary: a transaction per HTTP request (gateway), per RPC and per event
 * handled (services), a span per RPC call, per event published from the outbox and per SQL
 * statement. The W3C `traceparent` travels in each RabbitMQ message's headers (RPC) and in the
 * outbox row and envelope (events), so one trace shows browser → gateway → bus → service →
 * PostgreSQL → the next service. Log lines carry `trace.id` and `transaction.id` (ECS names,
 * see logger.ts), so Kibana links them to the trace.
 */
type Agent = Apm.Agent;
type Transaction = Apm.Transaction;
type Span = Apm.Span;

export const TRACEPARENT_HEADER = 'traceparent';
const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

let agent: Agent | null = null;
const current = new AsyncLocalStorage<Transaction>();

export type TracingSettings = {
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Tests: the agent's options on top of ours (e.g. a short flush interval). */
  overrides?: Partial<Apm.AgentConfigOptions>;
};

/** Starts the agent when ELASTIC_APM_SERVER_URL is set; true when tracing is on. */
export async function startTracing(settings: TracingSettings): Promise<boolean> {
  const env = settings.env ?? process.env;
  const serverUrl = env.ELASTIC_APM_SERVER_URL;
  if (!serverUrl || agent) return agent !== null;
  const { default: apm } = (await import('elastic-apm-node')) as unknown as { default: Agent };
  agent = apm.isStarted()
    ? apm
    : apm.start({
        serviceName: settings.serviceName,
        serverUrl,
        secretToken: env.ELASTIC_APM_SECRET_TOKEN || undefined,
        environment: env.ELASTIC_APM_ENVIRONMENT || env.NODE_ENV || 'development',
        transactionSampleRate: Number(env.ELASTIC_APM_TRANSACTION_SAMPLE_RATE ?? 1),
        instrument: false,
        captureExceptions: false,
        centralConfig: false,
        cloudProvider: 'none',
        metricsInterval: '0s',
        captureBody: 'off',
        // What a span costs to record and send: no stack trace per span, no breakdown metrics
        // (their per-transaction timers), no span compression's buffering.
        spanStackTraceMinDuration: '-1ms',
        breakdownMetrics: false,
        spanCompressionEnabled: false,
        logLevel: 'warn',
        ...settings.overrides,
      });
  return true;
}

export function tracingEnabled(): boolean {
  return agent !== null;
}

/** Sends what the agent holds (tests, shutdown). */
export function flushTracing(): Promise<void> {
  const open = agent;
  return open ? new Promise((resolve) => open.flush(() => resolve())) : Promise.resolve();
}

function parentOf(traceparent: unknown): string | undefined {
  return typeof traceparent === 'string' && TRACEPARENT.test(traceparent) ? traceparent : undefined;
}

/**
 * A transaction for one unit of work (an HTTP request, an RPC or an event handled), child of
 * `traceparent` when the caller sent one; `run` executes inside it, so the spans and log lines
 * of its work belong to it. `result` names how it ended (an HTTP status, `ok` or an error code).
 */
export async function inTransaction<T>(
  name: string,
  type: 'request' | 'messaging',
  traceparent: unknown,
  run: () => Promise<T>,
  resultOf: (value: T) => string = () => 'success',
): Promise<T> {
  if (!agent) return run();
  const transaction = agent.startTransaction(name, type, { childOf: parentOf(traceparent) });
  try {
    const value = await current.run(transaction, run);
    transaction.result = resultOf(value);
    transaction.setOutcome('success');
    return value;
  } catch (error) {
    transaction.result = (error as { code?: string }).code ?? 'error';
    transaction.setOutcome('failure');
    throw error;
  } finally {
    transaction.end();
  }
}

/** A transaction begun by one hook and ended by another (the gateway's request lifecycle). */
export type OpenTransaction = {
  /** Runs `next`, and the asynchronous work it starts, inside the transaction. */
  enter(next: () => void): void;
  end(result: string, failed: boolean): void;
};

/**
 * Begins a transaction child of `traceparent`, or returns null when tracing is off. The gateway
 * begins it when a request arrives and enters it once the body is read (Fastify's
 * `preValidation`): the body's stream events run in the socket's context, not the request's.
 */
export function beginTransaction(
  name: string,
  type: 'request',
  traceparent: unknown,
): OpenTransaction | null {
  if (!agent) return null;
  const transaction = agent.startTransaction(name, type, { childOf: parentOf(traceparent) });
  return {
    enter: (next) => current.run(transaction, next),
    end(result, failed) {
      transaction.result = result;
      transaction.setOutcome(failed ? 'failure' : 'success');
      transaction.end();
    },
  };
}

/** Renames the current transaction once its route is known (`GET /api/v1/offers/:offerId`). */
export function nameTransaction(name: string): void {
  const transaction = current.getStore();
  if (transaction) transaction.name = name;
}

/**
 * A span of the current transaction for an outgoing call (`rpc offer.list-slots`): `run` gets
 * the `traceparent` to put in the message, so the callee's transaction is its child.
 */
export async function inSpan<T>(
  name: string,
  type: string,
  subtype: string,
  action: string,
  run: (traceparent: string | undefined) => Promise<T>,
): Promise<T> {
  const transaction = agent ? current.getStore() : undefined;
  if (!transaction) return run(undefined);
  const span = transaction.startSpan(name, type, subtype, action, { exitSpan: true });
  try {
    const value = await run(span?.traceparent ?? transaction.traceparent);
    span?.setOutcome('success');
    return value;
  } catch (error) {
    span?.setOutcome('failure');
    throw error;
  } finally {
    span?.end();
  }
}

/**
 * Records a finished SQL statement as a span of the current transaction (Kysely's log hook
 * gives the statement and its duration once it ran).
 */
export function recordQuery(statement: string, durationMs: number): void {
  const transaction = agent ? current.getStore() : undefined;
  if (!transaction) return;
  const endTime = Date.now();
  const span: Span | null = transaction.startSpan(statementName(statement), 'db', 'postgresql', 'query', {
    startTime: endTime - durationMs,
    exitSpan: true,
  });
  if (!span) return;
  // Part of the agent's Span, not of its typings.
  (span as Span & { setDbContext(db: { type: string; statement: string }): void }).setDbContext({
    type: 'sql',
    statement: statement.slice(0, 10_000),
  });
  span.end(endTime);
}

/** `SELECT FROM offers`, as APM names SQL spans: the verb and the first table. */
function statementName(statement: string): string {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(statement)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The `traceparent` of the current transaction, for work it leaves behind (an outbox row). */
export function currentTraceparent(): string | undefined {
  return agent ? current.getStore()?.traceparent : undefined;
}

/** `trace.id` and `transaction.id` of the current transaction, for log lines (ECS field names). */
export function traceLogFields(): Record<string, string> {
  const transaction = agent ? current.getStore() : undefined;
  if (!transaction) return {};
  return { 'trace.id': transaction.ids['trace.id'], 'transaction.id': transaction.ids['transaction.id'] };
}
