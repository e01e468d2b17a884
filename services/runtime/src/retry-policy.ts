/** Headers the bus sets on a message it re-queues or parks; readable in the DLQ. */
export const HEADERS = {
  /** Attempts already made before this delivery (set when the bus re-queues a message). */
  retryCount: 'x-retry-count',
  /** Why the last attempt failed (retry queue) or why the message was parked (DLQ). */
  lastError: 'x-last-error',
  failureReason: 'x-failure-reason',
  /** Attempts made in all when the message was parked. */
  attempts: 'x-attempts',
  originalRoutingKey: 'x-original-routing-key',
  failedAt: 'x-failed-at',
  consumer: 'x-consumer',
  correlationId: 'x-correlation-id',
} as const;

// Headers the broker owns: never copied onto a message the bus publishes again.
const BROKER_HEADERS = new Set([
  'x-death',
  'x-delivery-count',
  'x-first-death-exchange',
  'x-first-death-queue',
  'x-first-death-reason',
  'x-last-death-exchange',
  'x-last-death-queue',
  'x-last-death-reason',
]);

function toCount(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/**
 * The attempt number of this delivery, starting at 1: retries the bus counted in its
 * header, plus redeliveries the quorum queue counted (a consumer died mid-message).
 */
export function attemptOf(headers: Record<string, unknown> | undefined): number {
  return toCount(headers?.[HEADERS.retryCount]) + toCount(headers?.['x-delivery-count']) + 1;
}

export type NextStep = { action: 'retry'; delayMs: number } | { action: 'dead-letter' };

/** After a failed attempt: wait retryDelayMs * 2^(attempt-1) and retry, or park it in the DLQ. */
export function nextStep(attempt: number, maxAttempts: number, retryDelayMs: number): NextStep {
  if (attempt >= maxAttempts) return { action: 'dead-letter' };
  return { action: 'retry', delayMs: Math.min(retryDelayMs * 2 ** (attempt - 1), 3_600_000) };
}

/** The message's headers without those the broker sets, plus `extra`. */
export function carryHeaders(
  headers: Record<string, unknown> | undefined,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(headers ?? {})) if (!BROKER_HEADERS.has(key)) kept[key] = value;
  return { ...kept, ...extra };
}

/** One line, bounded, so that a header stays readable and small. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 1000);
}
