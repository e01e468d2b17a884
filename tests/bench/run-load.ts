import { type LoadStats, summarize } from './stats.ts';

export type LoadOptions = {
  concurrency: number;
  /** Requests sent first and not measured (connections, JIT, pools). */
  warmup: number;
  /** Measured requests at most... */
  requests: number;
  /** ...and for this long at most. */
  maxMs: number;
};

export const DEFAULT_LOAD: LoadOptions = { concurrency: 10, warmup: 300, requests: 5000, maxMs: 10_000 };

/** Calls `fn` from `concurrency` loops at once (closed loop), bounded in count and time. */
export async function runLoad(
  fn: () => Promise<void>,
  options: LoadOptions = DEFAULT_LOAD,
): Promise<LoadStats> {
  let warmupLeft = options.warmup;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (warmupLeft-- > 0) await fn().catch(() => undefined);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + options.maxMs;
  const firstErrors: unknown[] = [];
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (started < options.requests && performance.now() < deadline) {
        started++;
        const t0 = performance.now();
        try {
          await fn();
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          if (firstErrors.length < 3) firstErrors.push(error);
        }
      }
    }),
  );
  for (const error of firstErrors) console.error('  error:', error instanceof Error ? error.message : error);
  return summarize(latencies, errors, performance.now() - begin);
}
