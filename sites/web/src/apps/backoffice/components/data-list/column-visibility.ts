/**
 * Which columns of a list are shown: the user's choice, kept in the URL (`cols`, the visible
 * ids joined by ',') so a view can be shared, and remembered per user and list in
 * localStorage so the next visit opens as it was left. The URL wins over what is remembered,
 * which wins over the list's defaults. Columns marked `alwaysVisible` (state, assignee: what
 * a broker needs on every row) cannot be hidden; the row actions are not a column here.
 */

export type ChoosableColumn = {
  id: string;
  header: string;
  /** Off until the user shows it (keeps the defaults within 1280 px). */
  hiddenByDefault?: boolean;
  /** Never hidden. */
  alwaysVisible?: boolean;
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function columnsParamName(prefix = ''): string {
  return `${prefix}cols`;
}

/** The localStorage key of one user's columns of one list. */
export function columnsStorageKey(userId: string, listId: string): string {
  return `courtage.bo.columns:${userId || 'anonymous'}:${listId}`;
}

/** The ids a saved or URL value names, keeping only columns of this list; null when none. */
export function parseColumnIds(raw: string | null, columns: readonly ChoosableColumn[]): Set<string> | null {
  if (!raw) return null;
  const known = new Set(columns.map((column) => column.id));
  const ids = raw.split(',').filter((id) => ID.test(id) && known.has(id));
  return ids.length === 0 ? null : new Set(ids);
}

export function defaultVisibleIds(columns: readonly ChoosableColumn[]): Set<string> {
  return new Set(columns.filter((column) => !column.hiddenByDefault).map((column) => column.id));
}

/** The visible ids: the URL's, else the remembered ones, else the defaults; fixed ones added. */
export function resolveVisibleIds(
  columns: readonly ChoosableColumn[],
  fromUrl: string | null,
  remembered: string | null,
): Set<string> {
  const chosen =
    parseColumnIds(fromUrl, columns) ?? parseColumnIds(remembered, columns) ?? defaultVisibleIds(columns);
  for (const column of columns) if (column.alwaysVisible) chosen.add(column.id);
  return chosen;
}

/** The value written to the URL and to localStorage: visible ids in the list's column order. */
export function serializeVisibleIds(
  columns: readonly ChoosableColumn[],
  visible: ReadonlySet<string>,
): string {
  return columns
    .filter((column) => visible.has(column.id))
    .map((column) => column.id)
    .join(',');
}

/** `visible` with one column shown or hidden; a fixed column, or the last one shown, stays. */
export function toggleColumn(
  columns: readonly ChoosableColumn[],
  visible: ReadonlySet<string>,
  id: string,
): Set<string> {
  const next = new Set(visible);
  const column = columns.find((candidate) => candidate.id === id);
  if (!column || column.alwaysVisible) return next;
  if (next.has(id)) {
    if (next.size > 1) next.delete(id);
  } else next.add(id);
  return next;
}
