import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';
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
 *
 * The runtime decides which transactions are recorded (`sampleRate`), and only those reach the
 * agent: an unrecorded one is its two ids in this module, no agent object (the agent's
 * transaction, even unrecorded, cost about as much as the rest of a create-offer's tracing).
 */
type Agent = Apm.Agent;
type Transaction = Apm.Transaction;
type Span = Apm.Span;

export const TRACEPARENT_HEADER = 'traceparent';
const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

let agent: Agent | null = null;
let rate = 1;

/**
 * The unit of work in progress (an HTTP request, an RPC or an event handled): its trace and
 * transaction ids, and the agent's transaction when it is recorded (null: only passed on).
 */
type Work = { readonly traceId: string; readonly id: string; readonly transaction: Transaction | null };
const current = new AsyncLocalStorage<Work>();

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
  rate = sampleRate(env);
  agent = apm.isStarted()
    ? apm
    : apm.start({
        serviceName: settings.serviceName,
        serverUrl,
        secretToken: env.ELASTIC_APM_SECRET_TOKEN || undefined,
        environment: env.ELASTIC_APM_ENVIRONMENT || env.NODE_ENV || 'development',
        // Every transaction it is given: the runtime chose them (see below).
        transactionSampleRate: 1,
        instrument: false,
        // `instrument: false` leaves the agent's own transaction per incoming HTTP request on (it
        // patches http.Server's emit whatever `instrument` says): the gateway then made two
        // transactions per request, theirs and ours, and the agent's was encoded and sent too.
        instrumentIncomingHTTPRequests: false,
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
  // The runtime draws which new traces are recorded (`begin`) and hands the agent those only: the
  // agent records every one (ELASTIC_APM_TRANSACTION_SAMPLE_RATE, which it reads too and prefers to
  // its start options, would otherwise draw a second time). Set as its central configuration does.
  const conf = (agent as Agent & { _conf?: { transactionSampleRate?: number } })._conf;
  if (conf) conf.transactionSampleRate = 1;
  return true;
}

/**
 * The share of transactions recorded and sent: ELASTIC_APM_TRANSACTION_SAMPLE_RATE, else 1 in 10
 * in production (what tracing costs the busiest route stays small, and ten per cent of the
 * traffic is plenty for latency and error dashboards) and every one elsewhere. A transaction that
 * continues a caller's trace follows the caller's decision (the traceparent's flag). An unsampled
 * transaction still passes its traceparent on (flag 00), so the services downstream do not record
 * it either, and costs almost nothing: two random ids, no agent object, no span, nothing sent.
 */
export function sampleRate(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.ELASTIC_APM_TRANSACTION_SAMPLE_RATE || Number.NaN);
  // Like the agent: a value outside 0..1 is ignored, four decimals at most.
  if (configured >= 0 && configured <= 1) return Math.round(configured * 10_000) / 10_000;
  return env.NODE_ENV === 'production' ? 0.1 : 1;
}

export function tracingEnabled(): boolean {
  return agent !== null;
}

/** Sends what the agent holds (tests, shutdown). */
export function flushTracing(): Promise<void> {
  const open = agent;
  return open ? new Promise((resolve) => open.flush(() => resolve())) : Promise.resolve();
}

/** The caller's `traceparent` when it is a valid W3C one (version 00 to fe, ids not all zeros). */
function parentOf(traceparent: unknown): string | undefined {
  if (typeof traceparent !== 'string' || !TRACEPARENT.test(traceparent)) return undefined;
  if (traceparent.startsWith('ff') || /^..-0{32}-|-0{16}-..$/.test(traceparent)) return undefined;
  return traceparent;
}

/** Random bytes drawn 4 KiB at a time: one system call per 170 unrecorded transactions. */
const randomPool = Buffer.alloc(4096);
let randomOffset = randomPool.length;
function randomHex(bytes: number): string {
  if (randomOffset + bytes > randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  randomOffset += bytes;
  return randomPool.toString('hex', randomOffset - bytes, randomOffset);
}

/**
 * The work `name` begins, child of `traceparent` when the caller sent a valid one: recorded when
 * the caller's trace is (its flag), or for a new trace one time in `1 / rate`; the agent makes a
 * transaction for recorded work only.
 */
function begin(open: Agent, name: string, type: string, traceparent: unknown): Work {
  const parent = parentOf(traceparent);
  const recorded = parent ? (Number.parseInt(parent.slice(53), 16) & 1) === 1 : Math.random() < rate;
  if (!recorded)
    return { traceId: parent?.slice(3, 35) ?? randomHex(16), id: randomHex(8), transaction: null };
  const transaction = createTransaction(open, name, type, parent);
  const ids = transaction.ids;
  return { traceId: ids['trace.id'], id: ids['transaction.id'], transaction };
}

/**
 * The agent's transaction for recorded work, made with its `createTransaction` rather than
 * `startTransaction`: the runtime keeps its own current work, so the agent's run context (an
 * `enterWith` on its AsyncLocalStorage) is not needed. A new trace the runtime chose to record is
 * recorded by the agent too (its own rate is 1, see startTracing), with the runtime's rate in its
 * tracestate (`es=s:0.1`), as the agent does: APM Server weighs each recorded transaction by it in
 * throughput charts.
 */
function createTransaction(open: Agent, name: string, type: string, parent: string | undefined): Transaction {
  // Parts of the agent's Agent and Transaction, not of its typings.
  const internals = open as Agent & {
    _instrumentation?: {
      createTransaction?(name: string, type: string, options: { childOf?: string }): Transaction;
    };
  };
  const options = parent ? { childOf: parent } : {};
  const transaction =
    internals._instrumentation?.createTransaction?.(name, type, options) ??
    open.startTransaction(name, type, options);
  // A new trace: the agent recorded it at its rate of 1 (startTracing), the real one goes in.
  if (!parent) {
    const context = (
      transaction as Transaction & {
        _context?: { tracestate?: { setValue?(key: string, value: number): unknown } };
      }
    )._context;
    context?.tracestate?.setValue?.('s', rate);
  }
  return transaction;
}

/** The traceparent work passes on: its agent transaction's, else its ids flagged unrecorded. */
function traceparentOf(work: Work): string {
  return work.transaction ? work.transaction.traceparent : `00-${work.traceId}-${work.id}-00`;
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
  const work = begin(agent, name, type, traceparent);
  const transaction = work.transaction;
  if (!transaction) return current.run(work, run);
  try {
    const value = await current.run(work, run);
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

/**
 * Runs `run` outside the current work: what it starts belongs to no trace. For work a request
 * sets off but that is not its own, such as the outbox relay woken by a commit: left in the
 * waker's context, the relay's statements (its claiming transaction, every batch it went on to
 * publish while the load lasted) were recorded as spans of whichever request woke it, long after
 * that request had ended. The event itself keeps its writer's trace (the outbox row's traceparent).
 */
export function untraced<T>(run: () => T): T {
  return agent ? current.exit(run) : run();
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
  const work = begin(agent, name, type, traceparent);
  const transaction = work.transaction;
  return {
    enter: (next) => current.run(work, next),
    end(result, failed) {
      if (!transaction) return;
      transaction.result = result;
      transaction.setOutcome(failed ? 'failure' : 'success');
      transaction.end();
    },
  };
}

/** Renames the current transaction once its route is known (`GET /api/v1/offers/:offerId`). */
export function nameTransaction(name: string): void {
  const transaction = current.getStore()?.transaction;
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
  const work = agent ? current.getStore() : undefined;
  if (!work) return run(undefined);
  const transaction = work.transaction;
  // Unrecorded: no span, the work's own traceparent (flagged unrecorded) goes on.
  if (!transaction) return run(traceparentOf(work));
  const span = createSpan(transaction, name, type, subtype, action);
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
  const transaction = agent ? current.getStore()?.transaction : undefined;
  if (!transaction) return;
  // The span's timestamp is sent in whole microseconds (the intake refuses a fraction): its start
  // is given in whole milliseconds and its end moved with it, so the duration stays exact.
  const startTime = Math.floor(Date.now() - durationMs);
  const endTime = startTime + durationMs;
  const span = createSpan(transaction, statementName(statement), 'db', 'postgresql', 'query', startTime);
  if (!span) return;
  // Part of the agent's Span, not of its typings.
  (span as Span & { setDbContext(db: { type: string; statement: string }): void }).setDbContext({
    type: 'sql',
    statement: statement.slice(0, 10_000),
  });
  span.end(endTime);
}

/**
 * An exit span of `transaction`, made with the agent's `createSpan` rather than `startSpan`: the
 * runtime keeps its own current work, so the agent's run context (an `enterWith` on its
 * AsyncLocalStorage per span) is not needed. Null when the agent drops it (span limit).
 */
function createSpan(
  transaction: Transaction,
  name: string,
  type: string,
  subtype: string,
  action: string,
  startTime?: number,
): Span | null {
  // Part of the agent's Transaction, not of its typings.
  const withCreate = transaction as Transaction & {
    createSpan(name: string, type: string, subtype: string, action: string, options: object): Span | null;
  };
  return withCreate.createSpan(name, type, subtype, action, {
    // The transaction itself: the agent would otherwise look for a current span in its run context.
    childOf: transaction,
    exitSpan: true,
    ...(startTime === undefined ? {} : { startTime }),
  });
}

/** `SELECT FROM offers`, as APM names SQL spans: the verb and the first table. */
function statementName(statement: string): string {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(statement)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The `traceparent` of the current transaction, for work it leaves behind (an outbox row). */
export function currentTraceparent(): string | undefined {
  const work = agent ? current.getStore() : undefined;
  return work ? traceparentOf(work) : undefined;
}

/** `trace.id` and `transaction.id` of the current transaction, for log lines (ECS field names). */
export function traceLogFields(): Record<string, string> {
  const work = agent ? current.getStore() : undefined;
  return work ? { 'trace.id': work.traceId, 'transaction.id': work.id } : {};
}
