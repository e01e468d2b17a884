import type { Logger } from '@courtage/runtime/logger';

export type BackgroundTasks = {
  /** Runs `task` without making the caller wait; a failure is logged. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (graceful shutdown). */
  settle(): Promise<void>;
};

/**
 * Work done after the answer left, so that the answer's timing says nothing about it
 * (e.g. whether a reset email was issued, i.e. whether the account exists).
 */
export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
