import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected tab of a screen kept in the URL (`?onglet=documents`), so a reload, a shared link
 * or the back button shows the same tab. An unknown value falls back to the first tab.
 */
export function useTabParam<T extends string>(
  tabs: readonly [T, ...T[]],
  name = 'onglet',
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const current = tabs.includes(raw as T) ? (raw as T) : tabs[0];
  const select = useCallback(
    (next: T) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === tabs[0]) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      );
    },
    [name, setParams, tabs],
  );
  return [current, select];
}
