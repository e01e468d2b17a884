/** Counts running handlers so that a graceful close can wait for them. */
export type InFlight = { track<T>(work: Promise<T>): Promise<T>; idle(): Promise<void>; size(): number };

export function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      running.add(work);
      work.then(
        () => running.delete(work),
        () => running.delete(work),
      );
      return work;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    size: () => running.size,
  };
}
