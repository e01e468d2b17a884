export type CachedLoaderOptions<T> = {
  load: () => Promise<T>;
  /** How long a successful value is served before the next call reloads it. */
  ttlMs: number;
  /** How long a failure is remembered, so a down dependency is not hit by every request. */
  errorTtlMs: number;
  now?: () => number;
};

type Entry<T> =
  | { kind: 'value'; value: T; expiresAt: number }
  | { kind: 'error'; error: unknown; expiresAt: number };

/**
 * Memoises an async loader in memory: concurrent callers share one in-flight load, a value is
 * kept for `ttlMs`, and when a reload fails the last good value (if any) is served instead of the
 * error (stale-if-error); with no good value the error is remembered for `errorTtlMs`.
 */
export function createCachedLoader<T>(options: CachedLoaderOptions<T>): () => Promise<T> {
  const now = options.now ?? Date.now;
  let entry: Entry<T> | undefined;
  let lastValue: { value: T } | undefined;
  let inFlight: Promise<T> | undefined;

  const reload = async (): Promise<T> => {
    try {
      const value = await options.load();
      entry = { kind: 'value', value, expiresAt: now() + options.ttlMs };
      lastValue = { value };
      return value;
    } catch (error) {
      if (lastValue) {
        entry = { kind: 'value', value: lastValue.value, expiresAt: now() + options.errorTtlMs };
        return lastValue.value;
      }
      entry = { kind: 'error', error, expiresAt: now() + options.errorTtlMs };
      throw error;
    }
  };

  return () => {
    if (entry && entry.expiresAt > now()) {
      return entry.kind === 'value' ? Promise.resolve(entry.value) : Promise.reject(entry.error);
    }
    if (!inFlight) {
      inFlight = reload().finally(() => {
        inFlight = undefined;
      });
    }
    return inFlight;
  };
}
