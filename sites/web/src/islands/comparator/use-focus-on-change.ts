import { useEffect, useRef } from 'react';

/**
 * A ref for a heading that takes the focus whenever `key` changes after the first render, so
 * keyboard and screen-reader users land on the new step instead of on the page's body. The
 * comparator is far down the home page: changing a step scrolls the window to the top (§2),
 * which on a phone shows the hero, not the step. So the comparator's own box is scrolled into
 * view too, its progress and the new heading at the top of the screen.
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
    const heading = ref.current;
    if (!heading) return;
    const box = heading.closest<HTMLElement>('.comparator') ?? heading;
    box.scrollIntoView({ block: 'start' });
    // The heading must show even when the progress above it is tall (a narrow screen, big text).
    if (heading.getBoundingClientRect().bottom > window.innerHeight)
      heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
