import { useAtomValue } from 'jotai/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { userState } from '../../../../states/user/userState.ts';
import {
  type ChoosableColumn,
  columnsParamName,
  columnsStorageKey,
  resolveVisibleIds,
  serializeVisibleIds,
} from './column-visibility.ts';

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage refused (private mode, quota): the list falls back to its defaults.
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the choice still holds in the URL for this visit.
  }
}

/**
 * The visible columns of one list (see column-visibility.ts) and a setter that writes the
 * choice to the URL (replacing the current entry: showing a column is not a step to undo
 * with Back) and remembers it for this user and list.
 */
export function useColumnVisibility(
  listId: string,
  columns: readonly ChoosableColumn[],
  prefix = '',
): [ReadonlySet<string>, (next: ReadonlySet<string>) => void] {
  const [params, setParams] = useSearchParams();
  const userId = useAtomValue(userState).id;
  const storageKey = columnsStorageKey(userId, listId);
  const paramName = columnsParamName(prefix);
  const fromUrl = params.get(paramName);
  const signature = columns.map((column) => `${column.id}:${column.hiddenByDefault ? 0 : 1}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` is the content of `columns`
  const visible = useMemo(
    () => resolveVisibleIds(columns, fromUrl, readStored(storageKey)),
    [signature, fromUrl, storageKey],
  );
  const setVisible = useCallback(
    (next: ReadonlySet<string>) => {
      const value = serializeVisibleIds(columns, next);
      writeStored(storageKey, value);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(paramName, value);
          return updated;
        },
        { replace: true },
      );
    },
    [columns, storageKey, paramName, setParams],
  );
  return [visible, setVisible];
}
