import type { Plan } from './catalog.ts';

export type CatalogCache = {
  /** The active plans; loaded on first use, then refreshed every `refreshMs` in the background. */
  plans(): Promise<Plan[]>;
  /** Reload now (after an administrator's change in this process). */
  refresh(): Promise<void>;
  stop(): void;
};

/**
 * Keeps the catalog in memory: pricing needs no query. Versions are immutable, so a
 * replica pricing on a version a few seconds old still gives a correct, reproducible offer.
 */
export function createCatalogCache(
  load: () => Promise<Plan[]>,
  refreshMs: number,
  onError: (error: unknown) => void,
): CatalogCache {
  let current: Promise<Plan[]> | null = null;
  const refresh = async () => {
    const next = load();
    await next;
    current = next;
  };
  const timer = setInterval(() => {
    refresh().catch(onError);
  }, refreshMs);
  timer.unref();
  return {
    plans() {
      if (!current) {
        current = load();
        current.catch(() => {
          current = null;
        });
      }
      return current;
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
