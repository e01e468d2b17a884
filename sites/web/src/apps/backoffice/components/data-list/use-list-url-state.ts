import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, type ListUrlOptions, readListState, writeListState } from './list-url-state.ts';

/**
 * The list state held in the URL's search params and a setter that writes it back: a new
 * history entry per page, filter or sort, so the browser's back button undoes the last step.
 */
export function useListUrlState(options: ListUrlOptions): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  // The caller rebuilds `options` on each render; only a change of content counts.
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of `options`
  const stable = useMemo(() => options, [key]);
  const state = useMemo(() => readListState(params, stable), [params, stable]);
  const setState = useCallback(
    (next: ListState) => setParams((current) => writeListState(current, next, stable)),
    [setParams, stable],
  );
  return [state, setState];
}
