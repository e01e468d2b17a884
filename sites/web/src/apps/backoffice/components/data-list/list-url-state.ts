/**
 * The state of a back-office list (page size, sort, filters, the trail of cursors that led to
 * the current page), read from and written to the URL's search params, so a list can be
 * reloaded, bookmarked or shared as it is and the browser's back button walks its pages.
 *
 * Keyset pagination only knows "the page after this cursor", so 'Précédent' needs the cursors
 * of every page before the current one: the trail, kept in one param joined by '.' (a cursor
 * is base64url, which never contains a dot). Page n is the page after `trail[n - 2]`.
 */

import type { PageSize } from '@courtage/contracts/list/define-list-rpc';

// The contracts' PAGE_SIZES as a type only: the value import would bring TypeBox to the browser.
export type ListPageSize = PageSize;
export const LIST_PAGE_SIZES: readonly ListPageSize[] = [10, 20, 25, 50];
export type ListDirection = 'asc' | 'desc';
export type ListSort = { field: string; direction: ListDirection };

export type ListState = {
  limit: ListPageSize;
  sort: ListSort;
  /** Cursors of the pages before the current one; empty on page 1. */
  trail: string[];
  /** Filter values by name ('q' for the free text, 'from'/'to' for the period…); never empty strings. */
  filters: Record<string, string>;
};

export type ListUrlOptions = {
  /** Prefix of every param, for two lists on one screen ('' by default). */
  prefix?: string;
  defaultSort: ListSort;
  /** Fields the list may be sorted by; anything else in the URL falls back to the default sort. */
  sortFields: readonly string[];
  /** Names of the filters the list understands; other params are left alone. */
  filterNames: readonly string[];
  defaultLimit?: ListPageSize;
};

const CURSOR = /^[A-Za-z0-9_-]{1,512}$/;
const RESERVED = ['limit', 'sort', 'direction', 'pages'] as const;

function param(prefix: string, name: string): string {
  return `${prefix}${name}`;
}

function readLimit(raw: string | null, fallback: ListPageSize): ListPageSize {
  const value = Number(raw);
  return (LIST_PAGE_SIZES as readonly number[]).includes(value) ? (value as ListPageSize) : fallback;
}

/** The list state a URL describes; unknown or malformed values fall back to the defaults. */
export function readListState(params: URLSearchParams, options: ListUrlOptions): ListState {
  const prefix = options.prefix ?? '';
  const field = params.get(param(prefix, 'sort'));
  const direction = params.get(param(prefix, 'direction'));
  const sort: ListSort =
    field && options.sortFields.includes(field)
      ? { field, direction: direction === 'asc' || direction === 'desc' ? direction : 'asc' }
      : options.defaultSort;
  const rawTrail = params.get(param(prefix, 'pages'));
  const trail = rawTrail ? rawTrail.split('.') : [];
  const filters: Record<string, string> = {};
  for (const name of options.filterNames) {
    const value = params.get(param(prefix, name))?.trim();
    if (value) filters[name] = value;
  }
  return {
    limit: readLimit(params.get(param(prefix, 'limit')), options.defaultLimit ?? 20),
    sort,
    // A trail with one bad cursor cannot be trusted as a whole: back to page 1.
    trail: trail.every((cursor) => CURSOR.test(cursor)) ? trail : [],
    filters,
  };
}

/**
 * The URL params for `state`, keeping params that are not this list's (another list's, a tab).
 * Defaults are left out so a fresh list has a clean URL.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  options: ListUrlOptions,
): URLSearchParams {
  const prefix = options.prefix ?? '';
  const next = new URLSearchParams(params);
  for (const name of [...RESERVED, ...options.filterNames]) next.delete(param(prefix, name));
  if (state.limit !== (options.defaultLimit ?? 20)) next.set(param(prefix, 'limit'), String(state.limit));
  const isDefaultSort =
    state.sort.field === options.defaultSort.field && state.sort.direction === options.defaultSort.direction;
  if (!isDefaultSort) {
    next.set(param(prefix, 'sort'), state.sort.field);
    next.set(param(prefix, 'direction'), state.sort.direction);
  }
  if (state.trail.length > 0) next.set(param(prefix, 'pages'), state.trail.join('.'));
  for (const name of options.filterNames) {
    const value = state.filters[name];
    if (value) next.set(param(prefix, name), value);
  }
  return next;
}

/** The cursor to ask the API for (undefined on page 1). */
export function currentCursor(state: ListState): string | undefined {
  return state.trail.at(-1);
}

/** 1 on the first page. */
export function pageNumber(state: ListState): number {
  return state.trail.length + 1;
}

export function nextPage(state: ListState, nextCursor: string): ListState {
  return { ...state, trail: [...state.trail, nextCursor] };
}

export function previousPage(state: ListState): ListState {
  return { ...state, trail: state.trail.slice(0, -1) };
}

/** A changed filter shows its first page (the old cursors point into another result). */
export function withFilter(state: ListState, name: string, value: string): ListState {
  const filters = { ...state.filters };
  const trimmed = value.trim();
  if (trimmed) filters[name] = trimmed;
  else delete filters[name];
  return { ...state, filters, trail: [] };
}

/** Sorting by a column: ascending first, then the other way on the same column; back to page 1. */
export function withSort(state: ListState, field: string): ListState {
  const direction: ListDirection =
    state.sort.field === field && state.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: { field, direction }, trail: [] };
}

export function withLimit(state: ListState, limit: ListPageSize): ListState {
  return { ...state, limit, trail: [] };
}

/** The query string of the list API: `limit&sort&direction&cursor&<filters>`. */
export function toApiQuery(state: ListState): URLSearchParams {
  const query = new URLSearchParams({
    limit: String(state.limit),
    sort: state.sort.field,
    direction: state.sort.direction,
  });
  const cursor = currentCursor(state);
  if (cursor) query.set('cursor', cursor);
  for (const [name, value] of Object.entries(state.filters)) query.set(name, value);
  return query;
}

/** The CSV export takes the filters and sort of the screen, never a page. */
export function toExportQuery(state: ListState): URLSearchParams {
  const query = toApiQuery(state);
  query.delete('cursor');
  query.delete('limit');
  return query;
}
