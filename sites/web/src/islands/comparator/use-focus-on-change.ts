import { useEffect, useRef } from 'react';

/**
 * A ref for a heading that takes the focus (without scrolling: the counters scroll to the top)
 * whenever `key` changes after the first render, so keyboard and screen-reader users land on
 * the new step instead of on the page's body.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown, onMount = false) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time `key` changes.
  useEffect(() => {
    if (first.current && !onMount) {
      first.current = false;
      return;
    }
    first.current = false;
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
