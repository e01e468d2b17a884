import { useCallback, useRef } from 'react';

/**
 * Runs one action of a form at a time: a second click that arrives while the first action is
 * still running (a double click, before React has re-rendered the buttons disabled) is ignored,
 * whichever button it lands on. The guard is a ref, set synchronously in the click itself.
 */
export function useOneActionAtATime(): (action: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    // Failures are shown by the mutation's own onError; the guard only needs the end.
    action()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
